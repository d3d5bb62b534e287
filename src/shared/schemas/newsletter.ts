import { z } from 'zod';
import { contentTypeNames } from '../content-types';
import {
  issueKinds,
  issueStatuses,
  newsletterFrequencies,
  newsletterLanguages,
  subscriberSources,
  subscriberStatuses,
} from '../newsletter';
import { emailField } from './accounts';
import { paginationQuery } from './pagination';

const languagesField = z
  .array(z.enum(newsletterLanguages, { error: 'validation.oneOf' }))
  .min(1, 'validation.required')
  .max(2)
  // `both` is the two codes in a stable order, so equal choices are stored alike.
  .transform((languages) => newsletterLanguages.filter((language) => languages.includes(language)));

const frequencyField = z.enum(newsletterFrequencies, { error: 'validation.oneOf' });

/** Which items a reader wants: content types, categories and tags; a list left out or empty means all. */
export const topicsInput = z.object({
  types: z
    .array(z.enum(contentTypeNames, { error: 'validation.oneOf' }))
    .max(contentTypeNames.length)
    .default([]),
  categories: z.array(z.uuid()).max(100).default([]),
  tags: z.array(z.uuid()).max(100).default([]),
});

export const topicsSchema = z.object({ types: z.array(z.string()), categories: z.array(z.string()), tags: z.array(z.string()) });

/** Body of `POST /api/newsletter/subscriptions`, the public form's. */
export const subscribeInput = z.object({
  email: emailField,
  languages: languagesField,
  frequency: frequencyField,
  topics: topicsInput.optional(),
});
export type SubscribeInput = z.input<typeof subscribeInput>;

/** The answer to a subscription, alike whatever the address, so nobody learns who is subscribed. */
export const subscribeAnswer = z.object({ status: z.literal('pending') });

const tokenField = z.string().trim().min(1, 'validation.required').max(300, 'validation.string.max');

export const confirmSubscriptionInput = z.object({ token: tokenField });
export const preferencesQuery = z.object({ token: tokenField });

/** `?i=&s=&sig=` (and `u=` for a link) of a tracked open or click: the issue, the reader, and their signature. */
export const trackingQuery = z.object({
  i: z.uuid(),
  s: z.uuid(),
  u: z.string().max(4000).optional(),
  sig: z.string().max(100),
});
export type TrackingQuery = z.infer<typeof trackingQuery>;

/** Body of `PATCH /api/newsletter/preferences` (the signed link's token names the subscriber). */
export const updatePreferencesInput = z
  .object({
    token: tokenField,
    languages: languagesField.optional(),
    frequency: frequencyField.optional(),
    topics: topicsInput.optional(),
  })
  .refine((input) => input.languages ?? input.frequency ?? input.topics, 'newsletter.api.nothingToChange');
export type UpdatePreferencesInput = z.input<typeof updatePreferencesInput>;

export const unsubscribeInput = z.object({ token: tokenField });

/** What the preferences page shows and changes. */
export const preferencesSchema = z.object({
  email: z.string().describe('The address, partly masked (the link may be forwarded)'),
  languages: z.array(z.enum(newsletterLanguages)),
  frequency: z.enum(newsletterFrequencies),
  topics: topicsSchema,
  status: z.enum(subscriberStatuses),
  locale: z.enum(newsletterLanguages),
  tracking: z.boolean().describe('Whether this site counts opens and clicks of its newsletters (NEWSLETTER_TRACKING)'),
});
export type PreferencesJson = z.infer<typeof preferencesSchema>;

/** Body of `PUT /api/user/newsletter`: the signed-in reader's own subscription. */
export const accountSubscriptionInput = z.object({
  languages: languagesField,
  frequency: frequencyField,
  topics: topicsInput.optional(),
});
export type AccountSubscriptionInput = z.input<typeof accountSubscriptionInput>;

/** The signed-in reader's subscription, or null when the account has none. */
export const accountSubscriptionSchema = preferencesSchema.extend({ email: z.string() }).nullable();

export const subscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  user_id: z.uuid().nullable(),
  languages: z.array(z.enum(newsletterLanguages)),
  frequency: z.enum(newsletterFrequencies),
  topics: topicsSchema,
  locale: z.enum(newsletterLanguages),
  status: z.enum(subscriberStatuses),
  source: z.enum(subscriberSources),
  suppressed_reason: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  created_at: z.string(),
});
export type SubscriberJson = z.infer<typeof subscriberSchema>;

export const subscribersQuery = paginationQuery.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(subscriberStatuses).optional(),
  language: z.enum(newsletterLanguages).optional(),
  frequency: z.enum(newsletterFrequencies).optional(),
  topic: z.string().trim().max(100).optional().describe('A content type name, or the id of a category or tag'),
});
export type SubscribersQuery = z.infer<typeof subscribersQuery>;

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<T[number], z.ZodNumber>);

/** Confirmed readers per language, frequency and topic; every subscriber per status. */
export const subscriberCountsSchema = z.object({
  total: z.number().int(),
  by_status: countsOf(subscriberStatuses),
  by_language: countsOf(newsletterLanguages),
  by_frequency: countsOf(newsletterFrequencies),
  by_topic: z.array(z.object({ kind: z.enum(['type', 'category', 'tag']), id: z.string(), count: z.number().int() })),
});
export type SubscriberCountsJson = z.infer<typeof subscriberCountsSchema>;

/** `?languages=&frequency=` of an import: what the imported readers get (the files do not say). */
export const subscriberImportQuery = z.object({
  languages: z.enum(['fa', 'en', 'both']).default('both').describe('Languages the imported readers get'),
  frequency: frequencyField.default('weekly'),
});
export type SubscriberImportQuery = z.infer<typeof subscriberImportQuery>;

export const importFormats = ['ghost', 'mailpoet', 'substack'] as const;
export const importOutcomes = ['created', 'updated', 'skipped'] as const;

export const subscriberImportReportSchema = z.object({
  format: z.enum(importFormats),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  confirmed: z.number().int().describe('Rows the file marks as subscribed, kept as confirmed'),
  lines: z.array(
    z.object({
      line: z.number().int(),
      email: z.string(),
      outcome: z.enum(importOutcomes),
      status: z.enum(subscriberStatuses).nullable(),
      reason: z.string().optional(),
    }),
  ),
});
export type SubscriberImportReport = z.infer<typeof subscriberImportReportSchema>;

export const issueSchema = z.object({
  id: z.uuid(),
  kind: z.enum(issueKinds),
  locale: z.enum(newsletterLanguages),
  subject: z.string(),
  note: z.string(),
  item_ids: z.array(z.uuid()),
  status: z.enum(issueStatuses),
  scheduled_at: z.string().nullable(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  left: z.number().int().describe('Recipients not yet sent to nor failed'),
  opens: z.number().int().describe('Recipients who opened it (counted only while NEWSLETTER_TRACKING is on)'),
  clicks: z.number().int().describe('Recipients who followed one of its links (counted only while NEWSLETTER_TRACKING is on)'),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type IssueJson = z.infer<typeof issueSchema>;

export const issuesQuery = paginationQuery.extend({
  status: z.enum(issueStatuses).optional(),
  kind: z.enum(issueKinds).optional(),
});
export type IssuesQuery = z.infer<typeof issuesQuery>;

const subjectField = z.string().trim().min(1, 'validation.required').max(200, 'validation.string.max');
const noteField = z
  .string()
  .trim()
  .max(20_000, 'validation.string.max')
  .describe('Plain text; a blank line starts a new paragraph');
const itemIdsField = z.array(z.uuid()).max(50, 'validation.array.max');

/** Body of `POST /api/manager/newsletter/issues`: a draft in one language. */
export const createIssueInput = z.object({
  locale: z.enum(newsletterLanguages, { error: 'validation.oneOf' }),
  subject: subjectField,
  note: noteField.default(''),
  item_ids: itemIdsField.default([]),
});
export type CreateIssueInput = z.input<typeof createIssueInput>;

export const updateIssueInput = z
  .object({ subject: subjectField.optional(), note: noteField.optional(), item_ids: itemIdsField.optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'newsletter.api.nothingToChange');
export type UpdateIssueInput = z.input<typeof updateIssueInput>;

export const testSendInput = z.object({ email: emailField });
export type TestSendInput = z.input<typeof testSendInput>;

/** Body of `POST …/issues/{id}/send`: now, or at `scheduled_at`. */
export const sendIssueInput = z.object({ scheduled_at: z.iso.datetime({ offset: true }).optional() });
export type SendIssueInput = z.input<typeof sendIssueInput>;
