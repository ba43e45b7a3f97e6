/** Who an account is: a shopper, or one of the people who run the shop. */
export const ROLES = ['customer', 'staff', 'admin', 'rider'] as const;
export type Role = (typeof ROLES)[number];

/** Whoever makes a change: an account's role, or the shop itself (a job, a payment gateway's answer). */
export type Actor = Role | 'system';

/** Roles that may open the staff console at all. */
export const CONSOLE_ROLES = ['staff', 'admin', 'rider'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
