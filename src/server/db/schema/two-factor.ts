import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * A TOTP authenticator (RFC 6238), one per account. The shared secret is kept encrypted
 * (AES-256-GCM under a key in app_secrets) because, unlike a password, the server must read it
 * back to check a code. `confirmedAt` is null while enrolment waits for the first code: an
 * unconfirmed row is no second factor.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text().notNull(),
  /** The last time step a code was accepted for, so one code cannot be used twice. */
  lastUsedStep: integer(),
  confirmedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use recovery codes: only their SHA-256 is kept; `usedAt` marks a spent one. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * The short-lived, single-use proof that a password was right, which the second step of a
 * sign-in exchanges, with a code, for a token. Only its SHA-256 is kept.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_token_hash_unique').on(t.tokenHash),
    index('sign_in_challenges_expires_at_idx').on(t.expiresAt),
  ],
);

export type TotpCredential = typeof totpCredentials.$inferSelect;
