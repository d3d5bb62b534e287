import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * API tokens a manager makes for another system (not sign-in sessions: those are `access_tokens`).
 * Only the SHA-256 of the token is kept, with its first characters (`prefix`) to tell tokens apart
 * on the screen. A token acts as its creator, narrowed to `scopes`; `allowedAddresses` (IPs or
 * CIDRs) limits where it may be used from when not empty. A revoked token keeps its row, so the
 * list still says who made it and when it stopped working.
 */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: id(),
    name: text().notNull(),
    tokenHash: text().notNull(),
    prefix: text().notNull(),
    scopes: text().array().notNull(),
    allowedAddresses: text().array().notNull().default([]),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: text(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('integration_tokens_token_hash_unique').on(t.tokenHash),
    index('integration_tokens_created_at_idx').on(t.createdAt),
    index('integration_tokens_created_by_idx').on(t.createdBy),
  ],
);

export type IntegrationToken = typeof integrationTokens.$inferSelect;
