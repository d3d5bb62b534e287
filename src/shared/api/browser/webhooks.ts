// Written by `npm run contracts:browser` from ../contracts/webhooks.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/webhooks';

export const webhookContracts: BrowserContracts<typeof declared.webhookContracts> = {
  listWebhookEndpoints: { operationId: 'listWebhookEndpoints', method: 'get', path: '/api/manager/webhooks' },
  createWebhookEndpoint: { operationId: 'createWebhookEndpoint', method: 'post', path: '/api/manager/webhooks' },
  updateWebhookEndpoint: { operationId: 'updateWebhookEndpoint', method: 'patch', path: '/api/manager/webhooks/{id}' },
  deleteWebhookEndpoint: { operationId: 'deleteWebhookEndpoint', method: 'delete', path: '/api/manager/webhooks/{id}' },
  listWebhookDeliveries: { operationId: 'listWebhookDeliveries', method: 'get', path: '/api/manager/webhooks/deliveries' },
  redeliverWebhook: { operationId: 'redeliverWebhook', method: 'post', path: '/api/manager/webhooks/deliveries/{id}/redeliver' },
};
