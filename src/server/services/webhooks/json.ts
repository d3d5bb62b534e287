import type { WebhookDelivery, WebhookEndpoint } from '@/server/db/schema';
import type { WebhookDeliveryJson, WebhookEndpointJson } from '@/shared/schemas/webhooks';

/** An endpoint as the API answers it: everything but its secret. */
export function toEndpointJson(row: WebhookEndpoint): WebhookEndpointJson {
  return { id: row.id, url: row.url, description: row.description, events: row.events, enabled: row.enabled, created_at: row.createdAt.toISOString() };
}

export function toDeliveryJson(row: WebhookDelivery, endpointUrl: string): WebhookDeliveryJson {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    endpoint_url: endpointUrl,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    response_time_ms: row.responseTimeMs,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}
