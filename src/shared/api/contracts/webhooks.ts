import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@/shared/schemas/envelope';
import { idParams } from '@/shared/schemas/params';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointInput,
  updateWebhookEndpointInput,
  webhookDeliveriesQuery,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '@/shared/schemas/webhooks';
import { defineContracts } from '../contract';

/** Signed webhooks (Standard Webhooks): the endpoints events go to, and the log of what was sent. */
export const webhookContracts = defineContracts({
  listWebhookEndpoints: {
    method: 'get',
    path: '/api/manager/webhooks',
    summary: 'The webhook endpoints, newest first (their secrets are never shown again)',
    tag: 'Manager: webhooks',
    auth: 'manager',
    permission: 'webhooks.manage',
    response: dataEnvelope(z.array(webhookEndpointSchema)),
  },
  createWebhookEndpoint: {
    method: 'post',
    path: '/api/manager/webhooks',
    summary:
      'Send events to a URL, signed per Standard Webhooks; answers the signing secret once. A private, loopback or link-local address is a 422 unless the operator set WEBHOOK_ALLOW_PRIVATE',
    tag: 'Manager: webhooks',
    auth: 'manager',
    permission: 'webhooks.manage',
    body: createWebhookEndpointInput,
    response: dataEnvelope(createdWebhookEndpointSchema),
    successStatus: 201,
  },
  updateWebhookEndpoint: {
    method: 'patch',
    path: '/api/manager/webhooks/{id}',
    summary: 'Switch an endpoint on or off, or change its events or description',
    tag: 'Manager: webhooks',
    auth: 'manager',
    permission: 'webhooks.manage',
    params: idParams,
    body: updateWebhookEndpointInput,
    response: dataEnvelope(webhookEndpointSchema),
    errors: [404],
  },
  deleteWebhookEndpoint: {
    method: 'delete',
    path: '/api/manager/webhooks/{id}',
    summary: 'Delete an endpoint with its delivery log',
    tag: 'Manager: webhooks',
    auth: 'manager',
    permission: 'webhooks.manage',
    params: idParams,
    successStatus: 204,
    errors: [404],
  },
  listWebhookDeliveries: {
    method: 'get',
    path: '/api/manager/webhooks/deliveries',
    summary: 'The delivery log, newest first: status, HTTP answer, response time and attempts; filter by endpoint or status',
    tag: 'Manager: webhooks',
    auth: 'manager',
    permission: 'webhooks.manage',
    query: webhookDeliveriesQuery,
    response: listEnvelope(webhookDeliverySchema),
  },
  redeliverWebhook: {
    method: 'post',
    path: '/api/manager/webhooks/deliveries/{id}/redeliver',
    summary: 'Send a delivery again, with its original message id, through the job engine',
    tag: 'Manager: webhooks',
    auth: 'manager',
    permission: 'webhooks.manage',
    params: idParams,
    response: dataEnvelope(webhookDeliverySchema),
    successStatus: 202,
    errors: [404],
  },
});
