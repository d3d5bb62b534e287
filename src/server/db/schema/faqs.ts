import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { featureTopicKeys } from '@/shared/content-types';
import { createdAt, id } from './columns';

/** FAQ entries, each under one of SPEC §9's twelve topics. */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    topic: text({ enum: featureTopicKeys }).notNull(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.topic, t.position)],
);

export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: uuid()
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.locale] })],
);
