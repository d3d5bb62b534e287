import { z } from 'zod';
import { webhookDeliveryStatuses, webhookEventTypes } from '../webhook-events';
import { paginationQuery } from './pagination';

const eventsChoice = z
  .array(z.enum(webhookEventTypes, { error: 'validation.oneOf' }))
  .min(1, 'managerWebhooks.validation.events')
  .transform((events) => [...new Set(events)]);

/** Body of `POST /api/manager/webhooks`: where to send, which events, and a note for the managers. */
export const createWebhookEndpointInput = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: 'managerWebhooks.validation.url' })),
  description: z.string().trim().max(500).default(''),
  events: eventsChoice,
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointInput>;

/** Body of `PATCH /api/manager/webhooks/{id}`: switch it on or off, change its events or note. */
export const updateWebhookEndpointInput = z
  .object({
    enabled: z.boolean().optional(),
    events: eventsChoice.optional(),
    description: z.string().trim().max(500).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'managerWebhooks.validation.nothingToChange');
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointInput>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type WebhookEndpointJson = z.infer<typeof webhookEndpointSchema>;

/** A new endpoint with its signing secret (`whsec_…`), answered this once and never again. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({
  secret: z.string().describe('The Standard Webhooks signing secret; shown only in this answer'),
});
export type CreatedWebhookEndpointJson = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  endpoint_id: z.uuid(),
  endpoint_url: z.string(),
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  event_id: z.string(),
  event_type: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  response_time_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type WebhookDeliveryJson = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuery = paginationQuery.extend({
  endpoint_id: z.uuid().optional(),
  status: z.enum(webhookDeliveryStatuses).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuery>;
