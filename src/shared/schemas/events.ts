import { z } from 'zod';
import { numeric, wholeNumberText } from './primitives';
import { paginationQuery } from './pagination';

/**
 * Events: the manager form, the API and the OpenAPI document share these.
 * Zod only: nothing here may import server code.
 */

const title = z.string().trim().min(1, 'validation.required').max(200, 'validation.string.max');
const description = z.string().trim().max(5000, 'validation.string.max');
const instant = z.iso.datetime({ offset: true });
const httpUrl = z
  .string()
  .trim()
  .max(2048, 'validation.string.max')
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'validation.string.url');

const eventFields = z.object({
  title_fa: title,
  title_en: title,
  description_fa: description.default(''),
  description_en: description.default(''),
  start_date: instant,
  expire_datetime: instant,
  place: z.string().trim().max(300, 'validation.string.max').nullable().default(null),
  online_link: httpUrl.nullable().default(null),
  capacity: numeric(z.number().int().min(1).max(1_000_000)).nullable().default(null),
  status: z.enum(['draft', 'published']).default('draft'),
});

const endsAfterStart = (value: { start_date?: string; expire_datetime?: string }) =>
  !value.start_date || !value.expire_datetime || Date.parse(value.expire_datetime) > Date.parse(value.start_date);
const endIssue = { message: 'validation.date.after', path: ['expire_datetime'] };

export const eventCreateSchema = eventFields.refine(endsAfterStart, endIssue);
export type EventCreateInput = z.infer<typeof eventCreateSchema>;

/** Only what is sent changes; a changed range is checked against the stored other end by the service. */
export const eventUpdateSchema = z
  .object({
    title_fa: title,
    title_en: title,
    description_fa: description,
    description_en: description,
    start_date: instant,
    expire_datetime: instant,
    place: z.string().trim().max(300, 'validation.string.max').nullable(),
    online_link: httpUrl.nullable(),
    capacity: numeric(z.number().int().min(1).max(1_000_000)).nullable(),
    status: z.enum(['draft', 'published']),
  })
  .partial()
  .refine(endsAfterStart, endIssue);
export type EventUpdateInput = z.infer<typeof eventUpdateSchema>;

export const eventsListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
});
export type EventsListQuery = z.infer<typeof eventsListQuery>;

/** An event as the user panel shows it: texts in the request language. */
export const userEventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  start_date: z.iso.datetime(),
  expire_datetime: z.iso.datetime(),
  place: z.string().nullable(),
  online_link: z.string().nullable(),
  capacity: z.number().int().nullable(),
  registrations_count: z.number().int(),
  /** Null when the capacity is unlimited. */
  remaining: z.number().int().nullable(),
  registered: z.boolean(),
  /** Whether a registration can still be made (before the start and below capacity). */
  is_open: z.boolean(),
});
export type UserEvent = z.infer<typeof userEventSchema>;

export const userEventsSchema = z.object({ upcoming: z.array(userEventSchema), past: z.array(userEventSchema) });
export type UserEvents = z.infer<typeof userEventsSchema>;

export const registrationStateSchema = z.object({
  event_id: z.uuid(),
  registered: z.boolean(),
  registrations_count: z.number().int(),
  remaining: z.number().int().nullable(),
});
export type RegistrationState = z.infer<typeof registrationStateSchema>;

/** An event as the manager panel edits it: both languages. */
export const managedEventSchema = z.object({
  id: z.uuid(),
  title_fa: z.string(),
  title_en: z.string(),
  description_fa: z.string(),
  description_en: z.string(),
  start_date: z.iso.datetime(),
  expire_datetime: z.iso.datetime(),
  place: z.string().nullable(),
  online_link: z.string().nullable(),
  capacity: z.number().int().nullable(),
  status: z.enum(['draft', 'published']),
  registrations_count: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ManagedEvent = z.infer<typeof managedEventSchema>;

export const eventRegistrationSchema = z.object({
  user_id: z.uuid(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.iso.datetime(),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

export const managedEventDetailSchema = managedEventSchema.extend({ registrations: z.array(eventRegistrationSchema) });
export type ManagedEventDetail = z.infer<typeof managedEventDetailSchema>;

/** The manager form's fields as typed: date-times in SPEC §5's model format (Tehran), capacity as text. */
export const eventFormSchema = z.object({
  title_fa: title,
  title_en: title,
  description_fa: description,
  description_en: description,
  start_date: z.string().min(1, 'validation.required'),
  expire_datetime: z.string().min(1, 'validation.required'),
  place: z.string().trim().max(300, 'validation.string.max'),
  online_link: z.union([z.literal(''), httpUrl]),
  capacity: wholeNumberText,
  status: z.enum(['draft', 'published']),
});
export type EventFormValues = z.infer<typeof eventFormSchema>;
