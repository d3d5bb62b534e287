/** Signed webhooks (Standard Webhooks): endpoints, the events sent to them, and the delivery log. */
export { createWebhookEndpoint } from './create-endpoint';
export { deleteWebhookEndpoint } from './delete-endpoint';
export { attemptDelivery, WEBHOOK_QUEUE, webhookQueue } from './deliver';
export { emitWebhookEvent } from './emit';
export { listWebhookDeliveries } from './list-deliveries';
export { listWebhookEndpoints } from './list-endpoints';
export { redeliverWebhook } from './redeliver';
export { updateWebhookEndpoint } from './update-endpoint';
