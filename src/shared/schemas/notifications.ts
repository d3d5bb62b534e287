import { z } from 'zod';
import { paginationQuery } from './pagination';

/**
 * Notifications: the manager's compose form, the user's list and the preference,
 * shared by the screens, the API and the OpenAPI document. Zod only.
 */

export const notificationAudiences = ['everyone', 'role', 'users'] as const;
export type NotificationAudienceName = (typeof notificationAudiences)[number];

const title = z.string().trim().min(1, 'validation.required').max(150, 'validation.string.max');
const text = z.string().trim().min(1, 'validation.required').max(2000, 'validation.string.max');

/** A site path (`/articles`) or an http(s) address; `//host` is neither. */
export function isNotificationLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const link = z.preprocess(
  (value) => (value === '' ? null : value),
  z.string().trim().max(500, 'validation.string.max').refine(isNotificationLink, 'notifications.validation.link').nullable().optional(),
);

export const notificationComposeSchema = z
  .object({
    title_fa: title,
    title_en: title,
    text_fa: text,
    text_en: text,
    link,
    audience: z.enum(notificationAudiences, { error: 'validation.oneOf' }),
    role_id: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
    user_ids: z.array(z.uuid()).max(500, 'validation.array.max').optional(),
  })
  .superRefine((input, context) => {
    if (input.audience === 'role' && !input.role_id) context.addIssue({ code: 'custom', path: ['role_id'], message: 'validation.required' });
    if (input.audience === 'users' && !input.user_ids?.length) {
      context.addIssue({ code: 'custom', path: ['user_ids'], message: 'validation.required' });
    }
  });
export type NotificationComposeInput = z.infer<typeof notificationComposeSchema>;

/**
 * Correcting a sent notification: only what readers see (titles, texts, link). The audience is not
 * editable: the deliveries were written when it was sent, and re-addressing would be a new message.
 */
export const notificationUpdateSchema = z
  .object({ title_fa: title, title_en: title, text_fa: text, text_en: text, link })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: 'validation.required' });
export type NotificationUpdateInput = z.infer<typeof notificationUpdateSchema>;

export const userNotificationsQuery = paginationQuery;
export const managerNotificationsQuery = paginationQuery;

/** A notification as its reader sees it, in the request's language. */
export const userNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type UserNotificationView = z.infer<typeof userNotificationSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const managerNotificationSchema = z.object({
  id: z.string(),
  title_fa: z.string(),
  title_en: z.string(),
  text_fa: z.string(),
  text_en: z.string(),
  link: z.string().nullable(),
  audience: z.enum(notificationAudiences),
  role: z.object({ id: z.string(), title: z.string() }).nullable(),
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  deliveries_count: z.number().int(),
  read_count: z.number().int(),
});
export type ManagerNotificationView = z.infer<typeof managerNotificationSchema>;

export const notificationPreferencesSchema = z.object({ email_on_ticket_reply: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `GET /api/manager/notifications/recipients?search=`: people a composer may address, found by name or e-mail. */
export const recipientSearchQuery = z.object({ search: z.string().trim().min(2, 'validation.required').max(100, 'validation.string.max') });
export const notificationRecipientSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
});
export type NotificationRecipient = z.infer<typeof notificationRecipientSchema>;
