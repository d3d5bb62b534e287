import { z } from 'zod';
import { paginationQuery } from './pagination';

/**
 * Support tickets: forms, queries and answers shared by the screens, the API and
 * the OpenAPI document. Zod only: nothing here may import server code.
 */

export const ticketPriorities = ['low', 'medium', 'high'] as const;
export const ticketStatuses = ['open', 'answered', 'closed'] as const;
/** The fixed list of departments a ticket can be sent to (translated under `tickets.departments`). */
export const ticketDepartments = ['general', 'technical', 'billing', 'content'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export type TicketStatus = (typeof ticketStatuses)[number];
export type TicketDepartment = (typeof ticketDepartments)[number];

/** Images (PNG, JPEG, WebP, GIF) or PDF, at most 5 MB, checked by content on the server. */
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf';

/** Form fields arrive as strings from multipart bodies; an empty select means "none". */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const ticketText = z.string().trim().min(1, 'validation.required').max(5000, 'validation.string.max');

export const ticketCreateSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(150, 'validation.string.max'),
  text: ticketText,
  priority: z.preprocess(emptyToUndefined, z.enum(ticketPriorities, { error: 'validation.oneOf' }).default('medium')),
  department: z.preprocess(emptyToUndefined, z.enum(ticketDepartments, { error: 'validation.oneOf' }).optional()),
});
export type TicketCreateInput = z.infer<typeof ticketCreateSchema>;

export const ticketReplySchema = z.object({ text: ticketText });
export type TicketReplyInput = z.infer<typeof ticketReplySchema>;

/** What the owner may change: only closing it. */
export const userTicketUpdateSchema = z.object({ status: z.literal('closed', { error: 'validation.oneOf' }) });

/** What staff may change; `assignee_id: null` unassigns. */
export const managerTicketUpdateSchema = z
  .object({
    status: z.enum(ticketStatuses, { error: 'validation.oneOf' }).optional(),
    assignee_id: z.uuid().nullable().optional(),
  })
  .refine((input) => input.status !== undefined || input.assignee_id !== undefined, { message: 'validation.required', path: ['status'] });
export type ManagerTicketUpdateInput = z.infer<typeof managerTicketUpdateSchema>;

export const userTicketsQuery = paginationQuery.extend({
  status: z.preprocess(emptyToUndefined, z.enum(ticketStatuses).optional()),
});
export type UserTicketsQuery = z.infer<typeof userTicketsQuery>;

export const managerTicketsQuery = userTicketsQuery.extend({
  priority: z.preprocess(emptyToUndefined, z.enum(ticketPriorities).optional()),
  /** A manager's id, or `none` for tickets nobody has taken. */
  assignee: z.preprocess(emptyToUndefined, z.union([z.uuid(), z.literal('none')]).optional()),
});
export type ManagerTicketsQuery = z.infer<typeof managerTicketsQuery>;

export const ticketAttachmentParams = z.object({ id: z.uuid(), messageId: z.uuid() });

const person = z.object({ id: z.string(), name: z.string() });

export const ticketSchema = z.object({
  id: z.string(),
  title: z.string(),
  priority: z.enum(ticketPriorities),
  department: z.enum(ticketDepartments).nullable(),
  status: z.enum(ticketStatuses),
  user: person.extend({ email: z.string() }),
  assignee: person.nullable(),
  last_message_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketView = z.infer<typeof ticketSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  is_staff: z.boolean(),
  author: person.nullable(),
  body: z.string(),
  /** `url` is a guarded download address, never a public one; `name` is the sender's file name (null for files sent before names were kept). */
  attachment: z.object({ mime: z.string(), size: z.number().int(), name: z.string().nullable(), url: z.string() }).nullable(),
  created_at: z.string(),
});
export type TicketMessageView = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = ticketSchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketDetailView = z.infer<typeof ticketDetailSchema>;

