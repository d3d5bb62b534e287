import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * WebAuthn credentials (passkeys). `credentialId` and `publicKey` are base64url; the public key
 * is the COSE key the authenticator gave at registration. `counter` is the authenticator's
 * signature counter (a uint32, hence bigint), kept to notice cloned authenticators.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text().notNull(),
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default([]),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_unique').on(t.credentialId), index('passkeys_user_id_idx').on(t.userId)],
);

export type Passkey = typeof passkeys.$inferSelect;

/**
 * Outstanding WebAuthn challenges. Several app instances serve one site, so a challenge handed out
 * by one must be checkable by another; each is deleted when it is used (single use) and refused
 * after `expiresAt`. Only the SHA-256 of the challenge is kept. `userId` is the account a
 * registration belongs to, or the account a second-factor sign-in must prove; it is null for a
 * password-less sign-in, where the passkey itself names the account.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    challengeHash: text().notNull(),
    purpose: text({ enum: ['registration', 'authentication'] }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_challenge_hash_unique').on(t.challengeHash),
    index('webauthn_challenges_expires_at_idx').on(t.expiresAt),
  ],
);
