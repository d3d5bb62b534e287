import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { contentTypeSchema } from './content-attributes';
import { queryFlag } from './acl';
import { paginationQuery } from './pagination';
import { modelDate } from './primitives';

/**
 * The community screens of the manager panel: comment moderation, contact messages,
 * the activity log, statistics and the dashboard. Shared by the screens, the API and the OpenAPI
 * document; zod only.
 */

const search = z.string().trim().max(100).optional();

// ---------------------------------------------------------------------------------------------
// Comments

export const commentStatuses = ['pending', 'approved', 'rejected'] as const;
export const commentStatusSchema = z.enum(commentStatuses);
export type CommentStatus = (typeof commentStatuses)[number];

export const managerCommentsQuery = paginationQuery.extend({
  status: commentStatusSchema.optional(),
  type: contentTypeSchema.optional(),
  search,
});
export type ManagerCommentsQuery = z.infer<typeof managerCommentsQuery>;

/** Moderation is approve or reject; a decided comment can be decided again. */
export const commentModerationSchema = z.object({ status: z.enum(['approved', 'rejected']) });
export type CommentModerationInput = z.infer<typeof commentModerationSchema>;

export const staffReplySchema = z.object({ body: z.string().trim().min(2, 'validation.string.min').max(2000, 'validation.string.max') });
export type StaffReplyInput = z.infer<typeof staffReplySchema>;

const commentAuthor = z
  .object({ id: z.string(), username: z.string(), name: z.string(), email: z.string() })
  .nullable();

const commentItem = z.object({
  id: z.string(),
  type: contentTypeSchema,
  /** The title and slug in the reader's language, else the other one. */
  title: z.string(),
  slug: z.string().nullable(),
  locale: z.string().nullable(),
});

export const managerCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  status: commentStatusSchema,
  is_staff: z.boolean(),
  parent_id: z.string().nullable(),
  created_at: z.string(),
  author: commentAuthor,
  content: commentItem,
});
export type ManagerComment = z.infer<typeof managerCommentSchema>;

/** One comment with its thread: the parent it answers (if any) and the thread's replies. */
export const managerCommentDetailSchema = managerCommentSchema.extend({
  thread: z.object({
    parent: managerCommentSchema.omit({ content: true }).nullable(),
    replies: z.array(managerCommentSchema.omit({ content: true })),
  }),
});
export type ManagerCommentDetail = z.infer<typeof managerCommentDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Contact messages

export const contactsQuery = paginationQuery.extend({ handled: queryFlag.optional(), search });
export type ContactsQuery = z.infer<typeof contactsQuery>;

export const contactUpdateSchema = z.object({ handled: z.boolean() });
export type ContactUpdateInput = z.infer<typeof contactUpdateSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  title: z.string(),
  text: z.string(),
  locale: z.string(),
  ip: z.string().nullable(),
  handled_at: z.string().nullable(),
  handled_by: z.object({ id: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
});
export type ContactMessageView = z.infer<typeof contactMessageSchema>;

// ---------------------------------------------------------------------------------------------
// Activity log

export const activitiesQuery = paginationQuery
  .extend({
    /** One account by id… */
    actor_id: z.uuid().optional(),
    /** …or by part of its e-mail or username. */
    person: search,
    resource: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z][a-z0-9_-]*$/, 'validation.string.pattern')
      .optional(),
    /** Inclusive days (Tehran time), SPEC §5 model dates. */
    from: modelDate.optional(),
    to: modelDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'validation.invalid' });
export type ActivitiesQuery = z.infer<typeof activitiesQuery>;

export const activitySchema = z.object({
  id: z.string(),
  action: z.string(),
  resource: z.string(),
  resource_id: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  actor: z.object({ id: z.string(), username: z.string(), email: z.string() }).nullable(),
  /** Written by the site itself (the seed, a script, an import, a scheduled job), not by a person. */
  by_system: z.boolean(),
  /** The record `resource_id` names, while it exists: its title in the request's language (else the other one), when it has one. */
  record: z.object({ title: z.string().nullable() }).nullable(),
});
export type ActivityView = z.infer<typeof activitySchema>;

// ---------------------------------------------------------------------------------------------
// Statistics

export const statisticsBuckets = ['week', 'month'] as const;
export type StatisticsBucket = (typeof statisticsBuckets)[number];
export type StatisticsCalendar = 'jalali' | 'gregorian';

/** The longest range one request may chart: five years of days. */
export const MAX_STATISTICS_DAYS = 5 * 366;

export const statisticsQuery = z
  .object({
    from: modelDate,
    to: modelDate,
    bucket: z.enum(statisticsBuckets).default('month'),
    /** Defaults to the request's language: Jalali in fa, Gregorian in en. */
    calendar: z.enum(['jalali', 'gregorian']).optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'validation.invalid' });
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

export const statisticsBucketSchema = z.object({
  /** First and last day of the bucket (clipped to the range), model dates. */
  start: z.string(),
  end: z.string(),
  /** The bucket in its calendar: `1403-12` (month) or the week's first day `1403-12-25`. */
  key: z.string(),
  count: z.number().int(),
});
export type StatisticsBucketView = z.infer<typeof statisticsBucketSchema>;

const searchCountSchema = z.object({ query: z.string(), count: z.number().int() });

/** Per language, the most searched queries and those that most often found nothing. */
export const searchCountsSchema = z.array(
  z.object({ locale: z.enum(locales), top: z.array(searchCountSchema), empty: z.array(searchCountSchema) }),
);
export type SearchCountsView = z.infer<typeof searchCountsSchema>;

export const statisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(statisticsBuckets),
  calendar: z.enum(['jalali', 'gregorian']),
  series: z.array(z.object({ name: z.string(), total: z.number().int(), buckets: z.array(statisticsBucketSchema) })),
  searches: searchCountsSchema,
});
export type StatisticsView = z.infer<typeof statisticsSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard

export const managerDashboardSchema = z.object({
  counts: z.object({
    users: z.number().int(),
    published: z.record(z.string(), z.number().int()),
    pending_comments: z.number().int(),
    unhandled_contacts: z.number().int(),
    /** Tickets waiting for staff (status open). */
    open_tickets: z.number().int(),
  }),
  recent_activity: z.array(activitySchema),
  pending_comments: z.array(managerCommentSchema),
});
export type ManagerDashboardView = z.infer<typeof managerDashboardSchema>;
