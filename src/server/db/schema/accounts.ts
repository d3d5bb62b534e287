import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Accounts. `email` and `username` are stored lowercased so uniqueness ignores case. */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    mobile: text('mobile'),
    avatar: text('avatar'),
    bio: text('bio'),
    locale: text('locale').notNull().default('fa'),
    /** Notification preference: also e-mail the user when support answers their ticket. */
    emailOnTicketReply: boolean('email_on_ticket_reply').notNull().default(true),
    isManager: boolean('is_manager').notNull().default(false),
    isSuperManager: boolean('is_super_manager').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_username_unique').on(table.username),
    uniqueIndex('users_email_unique').on(table.email),
    index('users_super_manager_idx').on(table.isSuperManager).where(sql`${table.isSuperManager}`),
    // The manager users list (newest first) and the signups series of the statistics screen.
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/** Sanctum-style personal access tokens: only the SHA-256 of the secret half is kept. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The browser and address it was issued to, for the reader's list of sessions. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('access_tokens_token_hash_unique').on(table.tokenHash), index('access_tokens_user_idx').on(table.userId)],
);

/** Password reset links: hashed, single use (`used_at`), expiring. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamptz('used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/**
 * E-mail verification links. `email` is the address the link was sent to, so a link mailed
 * before an e-mail change cannot verify the new address.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamptz('used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_verification_tokens_token_hash_unique').on(table.tokenHash),
    index('email_verification_tokens_user_idx').on(table.userId),
  ],
);

/** Every outgoing message; without SMTP this is the development outbox, with SMTP a delivery record. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AccessToken = typeof accessTokens.$inferSelect;
