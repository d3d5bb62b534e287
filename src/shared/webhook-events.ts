/**
 * The events a webhook endpoint can subscribe to. Each is sent after the write that caused it has
 * committed, once per event however many instances run (src/server/services/webhooks). The names
 * are the `type` of the Standard Webhooks payload; their titles are messages
 * (`managerWebhooks.events.<name>`).
 */
export const webhookEventTypes = [
  'content.published',
  'content.updated',
  'content.unpublished',
  'content.deleted',
  'comment.created',
  'ticket.created',
  'contact.received',
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Where a delivery stands: waiting for (another) attempt, answered 2xx, or given up after its last retry. */
export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
