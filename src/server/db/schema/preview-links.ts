import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { contents } from './content';

/**
 * A link that shows an unpublished item as readers will see it, to whoever holds it (ADR 0020).
 * Only the SHA-256 of its token is kept: the token is an HMAC of the row's id under the preview
 * key, so the editor can copy a live link again while the table alone opens nothing.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: id(),
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.tokenHash), index().on(t.contentId, t.createdAt.desc())],
);

export type PreviewLink = typeof previewLinks.$inferSelect;

/** Keys the app made for itself because the operator set none (the preview key without PREVIEW_LINK_SECRET). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
