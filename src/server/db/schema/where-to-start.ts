import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { contents } from './content';

/** "Where to start" guides: an ordered path through library items, published by managers. */
export const guides = pgTable(
  'guides',
  {
    id: id(),
    titleFa: text().notNull(),
    titleEn: text().notNull(),
    descriptionFa: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    status: text({ enum: ['draft', 'published'] }).notNull().default('draft'),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.status, t.position)],
);

export const guideItems = pgTable(
  'guide_items',
  {
    id: id(),
    guideId: uuid()
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    // A deleted library item leaves every guide without a trace.
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    noteFa: text(),
    noteEn: text(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.guideId, t.position), index().on(t.contentId)],
);

export type GuideRow = typeof guides.$inferSelect;
export type GuideItemRow = typeof guideItems.$inferSelect;
