import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { builtInPageNames } from '@/shared/built-in-pages';
import { updatedAt } from './columns';
import { contents } from './content';

/**
 * The text a manager set for a built-in page in one language, shown instead of the default the
 * messages hold; a language without a row shows the default. A copy of an item's title and body
 * (an imported WordPress page), not a link to it: editing the item later leaves the page as it was.
 */
export const builtInPages = pgTable(
  'built_in_pages',
  {
    page: text({ enum: builtInPageNames }).notNull(),
    locale: text({ enum: ['fa', 'en'] }).notNull(),
    title: text().notNull(),
    /** Sanitized HTML, as an item's body is stored. */
    body: text().notNull(),
    /** The item the text came from, while it exists. */
    contentId: uuid().references(() => contents.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.page, t.locale] })],
);
