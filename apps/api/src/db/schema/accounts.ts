import { ROLES } from '@kandamul/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sqlList } from './values';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    middleName: varchar('middle_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** customer, staff, admin or rider (docs/decisions: roles). */
    role: varchar('role', { length: 10 }).notNull().default('customer'),
    // The e-mail address is only written to (beyond its own confirmation) once its owner proved it:
    // by the confirmation link, or by a password reset code sent to it.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Set when an unverified signup was replaced by another: from then on the phone code only verifies
    // together with the signup token of the newest attempt (see AuthService.verifyPhone).
    // Access tokens carry the version they were signed at; logout and a password reset raise it, so
    // every access token signed before stops working at once instead of living out its 15 minutes.
    tokenVersion: integer('token_version').notNull().default(0),
    signupReplacedAt: timestamp('signup_replaced_at', { withTimezone: true }),
    // Set when staff block a customer or an admin deactivates a member of staff: the account cannot log
    // in, refresh or order, and its data stays. Blocking also raises token_version (sessions end).
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_valid', sql`${t.role} IN (${sqlList(ROLES)})`),
    // Staff and riders are few: the console's lists of them read this small index.
    index('users_staff_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'customer'`),
    uniqueIndex('users_phone_unique').on(t.phone),
    // E-mail addresses are compared case-insensitively; the column keeps what the customer typed.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // The console's orders search finds customers by any part of their phone or name (ILIKE '%…%'):
    // trigrams, so a 100,000-customer table is not read whole (docs/decisions/034).
    index('users_phone_trgm').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('users_name_trgm').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dateOfBirth: date('date_of_birth'),
  gender: varchar('gender', { length: 10 }),
  image: text('image'),
  thumbnail: text('thumbnail'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(), // 'sms' | 'email'
    target: varchar('target', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(), // 'verify_phone' | 'reset_password'
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reset_tokens_hash_unique').on(t.tokenHash)],
);

/** Every e-mail and SMS the shop sends, kept whether a real transport sent it or the dev outbox held it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(), // 'sms' | 'email'
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 255 }),
    body: text('body').notNull(),
    status: varchar('status', { length: 10 }).notNull(), // 'sent' | 'outbox' | 'failed'
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
