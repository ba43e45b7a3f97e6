import { STRONG_PASSWORD_PATTERN } from '@kandamul/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import * as repo from './auth.repo';
import { hashPassword } from './password';

/** An admin guards every customer's data: longer than a shopper's minimum, and strong. */
export const ADMIN_PASSWORD_MIN = 10;

export const CreateAdminSchema = z.object({
  email: z.email({ error: 'Invalid email' }).max(254),
  phone: z.string().regex(/^\d{10}$/, { error: 'Phone number must be 10 digits' }),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN, { error: `The password must have at least ${ADMIN_PASSWORD_MIN} characters` })
    .max(128)
    .regex(STRONG_PASSWORD_PATTERN, {
      error: 'The password needs upper-case and lower-case letters, a digit and one of !@#$%^&*',
    }),
  firstName: z.string().trim().min(1).max(100).default('Shop'),
  lastName: z.string().trim().min(1).max(100).default('Admin'),
});
export type CreateAdminInput = z.input<typeof CreateAdminSchema>;

export class CreateAdminError extends Error {}

/**
 * Makes the first admin of a real shop (`npm run create-admin`), so a deployment never needs the
 * demo accounts. Refuses a weak password and an e-mail or phone that already has an account.
 */
export async function createAdmin(db: Db, input: CreateAdminInput): Promise<number> {
  const parsed = CreateAdminSchema.safeParse(input);
  if (!parsed.success) throw new CreateAdminError(parsed.error.issues.map((i) => i.message).join('; '));
  const v = parsed.data;
  if (await repo.findUserByEmail(db, v.email))
    throw new CreateAdminError(`${v.email} already has an account`);
  if (await repo.findUserByPhone(db, v.phone))
    throw new CreateAdminError(`${v.phone} already has an account`);
  const [row] = await db
    .insert(users)
    .values({
      email: v.email,
      phone: v.phone,
      passwordHash: await hashPassword(v.password),
      firstName: v.firstName,
      lastName: v.lastName,
      phoneVerified: true,
      role: 'admin',
    })
    .returning({ id: users.id });
  return row!.id;
}
