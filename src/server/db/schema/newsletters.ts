import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  deliveryStatuses,
  issueKinds,
  issueStatuses,
  newsletterFrequencies,
  subscriberSources,
  subscriberStatuses,
  type NewsletterLanguage,
  type NewsletterTopics,
} from '@/shared/newsletter';
import { users } from './accounts';
import { contents } from './content';
import { createdAt, id, updatedAt } from './columns';

/**
 * A reader of the newsletter, signed in or not. The address is kept lower-cased and once; the
 * confirmation token only as its SHA-256 (the token itself is in the opt-in e-mail alone).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    languages: text().array().$type<NewsletterLanguage[]>().notNull(),
    frequency: text({ enum: newsletterFrequencies }).notNull(),
    topics: jsonb().$type<NewsletterTopics>().notNull().default({ types: [], categories: [], tags: [] }),
    /** The language the reader used: the opt-in and the preferences page speak it. */
    locale: text().$type<NewsletterLanguage>().notNull(),
    status: text({ enum: subscriberStatuses }).notNull().default('pending'),
    confirmTokenHash: text(),
    confirmationSentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    suppressedReason: text(),
    source: text({ enum: subscriberSources }).notNull().default('form'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    uniqueIndex('newsletter_subscribers_user_unique')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(t.confirmTokenHash),
    // A send streams the confirmed readers of a frequency in id order, a page at a time.
    index('newsletter_subscribers_status_frequency_id_index').on(t.status, t.frequency, t.id),
  ],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;

/**
 * One e-mail sent to many: an editor's issue, an `each` announcement of one item (once per item
 * and language, however many instances see it go live) or a digest (once per period and language).
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: id(),
    kind: text({ enum: issueKinds }).notNull(),
    locale: text().$type<NewsletterLanguage>().notNull(),
    subject: text().notNull(),
    note: text().notNull().default(''),
    itemIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    contentId: uuid().references(() => contents.id, { onDelete: 'set null' }),
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    status: text({ enum: issueStatuses }).notNull().default('draft'),
    scheduledAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    total: integer().notNull().default(0),
    sent: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** Readers who opened it and who followed a link, once each; counted only while NEWSLETTER_TRACKING is on. */
    opens: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_issues_each_unique')
      .on(t.contentId, t.locale)
      .where(sql`${t.kind} = 'each'`),
    uniqueIndex('newsletter_issues_digest_unique')
      .on(t.kind, t.locale, t.periodEnd)
      .where(sql`${t.kind} in ('daily', 'weekly')`),
    index('newsletter_issues_created_at_index').on(t.createdAt.desc()),
  ],
);

export type NewsletterIssue = typeof newsletterIssues.$inferSelect;

/**
 * The ledger of an issue: one row per recipient, claimed (`sending`) right before its SMTP send and
 * marked `sent` after, so a send that dies halfway resumes with whoever was never claimed.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: uuid()
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: uuid()
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    status: text({ enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    openedAt: timestamp({ withTimezone: true }),
    clickedAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index('newsletter_deliveries_issue_status_index').on(t.issueId, t.status),
  ],
);

export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect;
