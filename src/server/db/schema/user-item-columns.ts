import { text, uuid } from 'drizzle-orm/pg-core';
import { contentTypeNames } from '@/shared/content-types';
import { users } from './accounts';
import { contents } from './content';

/**
 * The columns of a row one user keeps about one item (a like, a save, where they stopped): it goes
 * with the account or the item, and carries the item's type (which never changes) so a user's rows
 * of one type, newest first, are one index range.
 */
export const userItemColumns = () => ({
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  // A deleted item leaves every list without a trace.
  contentId: uuid()
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  contentType: text({ enum: contentTypeNames }).notNull(),
});
