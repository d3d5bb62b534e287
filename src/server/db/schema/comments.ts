import { boolean, foreignKey, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { contents } from './content';

/**
 * Comments wait for moderation; replies go one level deep (a reply's parent has no parent): the
 * thread. A reply to a reply names the comment it answers in `replyToId`, so a discussion brought
 * from WordPress keeps its depth without any screen having to walk a tree.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    // A deleted account's comments go with it; demo comments have no author.
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid(),
    /** The comment a reply answers when that is not its thread's first (set by the WordPress import). */
    replyToId: uuid(),
    /** The name an imported comment was signed with, when its author has no account here. */
    authorName: text(),
    body: text().notNull(),
    /** The language of the page it was written on: each translation shows its own discussion. */
    locale: text({ enum: ['fa', 'en'] }).notNull(),
    status: text({ enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    /** A reply written by staff in the manager panel: published at once and marked as such. */
    isStaff: boolean().notNull().default(false),
    /** The key the writer's browser gave the comment: a resend (a lost answer, an offline queue) finds it instead of adding another. */
    clientKey: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    uniqueIndex('comments_user_client_key_unique').on(t.userId, t.clientKey),
    // A deleted reply leaves the replies to it in their thread, answering no one in particular.
    foreignKey({ columns: [t.replyToId], foreignColumns: [t.id] }).onDelete('set null'),
    index().on(t.contentId, t.status, t.createdAt),
    index().on(t.status, t.createdAt),
  ],
);
