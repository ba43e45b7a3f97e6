import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, resetTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type RefreshRow = typeof refreshTokens.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** E-mail addresses match case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export interface NewUser {
  phone: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

export async function insertUser(db: Db, values: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/**
 * Replaces the details of an account whose phone was never verified (a repeated signup), and records
 * that it was replaced: from then on only the newest attempt's signup token verifies it.
 */
export async function replaceUnverifiedUser(db: Db, id: number, values: NewUser): Promise<boolean> {
  const rows = await db
    .update(users)
    // The attempt starts anew: its 24 hours count from now.
    .set({ ...values, middleName: null, signupReplacedAt: new Date(), createdAt: new Date() })
    .where(and(eq(users.id, id), eq(users.phoneVerified, false)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Forgets unverified signups older than `before` that hold this phone or e-mail, freeing them. */
export async function deleteExpiredUnverified(
  db: Db,
  phone: string,
  email: string,
  before: Date,
): Promise<void> {
  await db
    .delete(users)
    .where(
      and(
        eq(users.phoneVerified, false),
        lt(users.createdAt, before),
        or(eq(users.phone, phone), sql`lower(${users.email}) = ${email.toLowerCase()}`),
      ),
    );
}

/** Records that the owner of the account's current e-mail address proved it; false when it changed. */
export async function markEmailVerified(db: Db, id: number, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, id), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Marks the phone verified, only while the attempt is still the one the code was checked against
 * (same password hash): a replacement in between leaves it unverified. False when it was replaced.
 */
export async function markPhoneVerified(db: Db, id: number, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ phoneVerified: true })
    .where(and(eq(users.id, id), eq(users.passwordHash, passwordHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function tokenVersionOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, id)).limit(1);
  return row?.v ?? 0;
}

/** Ends every access token of the user signed so far (they carry the old version). */
export async function bumpTokenVersion(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

// Refresh tokens

export async function insertRefreshToken(
  db: Db,
  values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token rotated; false when it was already rotated or revoked (a race or a reuse). */
export async function markRotated(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

// Password reset tokens

export async function insertResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(resetTokens).values(values);
}

/** Closes every unused reset token of a user, so only the newest one works. */
export async function retireResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(resetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
}

/** Uses a reset token once: the owner's id, or null for an unknown, used or expired token. */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(
      and(eq(resetTokens.tokenHash, tokenHash), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)),
    )
    .returning({ userId: resetTokens.userId });
  return row?.userId ?? null;
}
