import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { everyTopic, type NewsletterLanguage, type NewsletterTopics } from '@/shared/newsletter';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

/**
 * A browser that allowed notifications: the push service's address for it and the two keys its
 * messages are encrypted to (RFC 8291), what it wants like a newsletter reader (languages,
 * topics), and the account it was allowed from, if any. One row per endpoint.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    languages: text().array().$type<NewsletterLanguage[]>().notNull(),
    topics: jsonb().$type<NewsletterTopics>().notNull().default(everyTopic),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
