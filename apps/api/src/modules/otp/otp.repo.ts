import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';

export type OtpRow = typeof otpCodes.$inferSelect;

/** The newest code for a target and purpose, whatever its state. */
export async function latestCode(db: Db, target: string, purpose: string): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

export async function countSentSince(db: Db, target: string, purpose: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** The oldest send time inside the window, to tell the caller when the next send is allowed. */
export async function oldestSentSince(
  db: Db,
  target: string,
  purpose: string,
  since: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, since)))
    .orderBy(otpCodes.createdAt)
    .limit(1);
  return row?.at ?? null;
}

export async function insertCode(
  db: Db,
  values: {
    channel: string;
    target: string;
    purpose: string;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  return row!.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** Only the newest code works: every other open code of the target and purpose is closed. */
export async function retireOthers(db: Db, target: string, purpose: string, keepId: number): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(otpCodes.target, target),
        eq(otpCodes.purpose, purpose),
        ne(otpCodes.id, keepId),
        isNull(otpCodes.consumedAt),
      ),
    );
}

/**
 * Counts one try against an open code, atomically, so parallel guesses cannot exceed the limit.
 * Returns the tries so far, or null when the code is used up or out of tries.
 */
export async function claimAttempt(db: Db, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, maxAttempts)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
