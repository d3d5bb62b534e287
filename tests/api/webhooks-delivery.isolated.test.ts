import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as createRoute } from '@/app/api/manager/webhooks/route';
import { PATCH as updateRoute } from '@/app/api/manager/webhooks/[id]/route';
import { POST as redeliverRoute } from '@/app/api/manager/webhooks/deliveries/[id]/redeliver/route';
import { flushBackground } from '@/server/background';
import { databaseHandle, getDb } from '@/server/db/client';
import { webhookDeliveries, type WebhookDelivery } from '@/server/db/schema';
import { startJobs, stopJobs } from '@/server/jobs';
import { createContactMessage } from '@/server/services/content';
import { systemContext } from '@/server/services/context';
import { webhookQueue } from '@/server/services/webhooks';
import type { CreatedWebhookEndpointJson } from '@/shared/schemas/webhooks';
import type { WebhookEventType } from '@/shared/webhook-events';
import { makeItem } from '../support/content-fixtures';
import { json, routeParams } from '../support/http';
import { as, idParam, managerCast, type ManagerCast } from '../support/manager';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// The receiver listens on this machine's loopback, which only the operator's allowance opens.
vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
});

const RETRY_LIMIT = 3;
let cast: ManagerCast;
let receiver: WebhookReceiver;

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function register(path: string, events: WebhookEventType[]): Promise<CreatedWebhookEndpointJson> {
  const response = await createRoute(as(cast.boss, '/api/manager/webhooks', { method: 'POST', body: { url: receiver.url(path), events } }), routeParams({}));
  expect(response.status).toBe(201);
  return (await json<{ data: CreatedWebhookEndpointJson }>(response)).data;
}

const deliveriesOf = (endpointId: string) => getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

/** The endpoint's one delivery once it has `status`. */
const settled = (endpointId: string, status: WebhookDelivery['status'], timeoutMs = 30_000) =>
  waitFor(
    async () => {
      const rows = await deliveriesOf(endpointId);
      return rows.length === 1 && rows[0]!.status === status ? rows[0] : undefined;
    },
    timeoutMs,
    `a ${status} delivery`,
  );

const contact = (title: string) =>
  createContactMessage({
    input: { full_name: 'Webhook Tester', email: 'tester@example.com', title, text: 'Sent to see a webhook arrive.', website: '' },
    by: { ctx: systemContext('en'), actor: null },
  });

beforeAll(async () => {
  cast = await managerCast(['webhooks.manage']);
  receiver = await startWebhookReceiver();
  // Retries after 1 s, then 2, then 4, instead of the production half-minute; the engine and its backoff are real.
  await startJobs(databaseHandle(), [webhookQueue({ retryDelay: 1, retryLimit: RETRY_LIMIT })], { pollingIntervalSeconds: 0.5 });
}, 120_000);

afterAll(async () => {
  await flushBackground();
  await stopJobs();
  await receiver.close();
});

describe('webhook deliveries on the job engine', () => {
  it('a published item reaches a loopback receiver once, signed so the Standard Webhooks verifier accepts it', async () => {
    const endpoint = await register('/published', ['content.published']);
    const item = await makeItem({ en: { title: 'Sent to a webhook' } });

    const delivery = await settled(endpoint.id, 'succeeded');
    expect(delivery).toMatchObject({ attempts: 1, responseStatus: 200, lastError: null });
    expect(delivery.responseTimeMs).toEqual(expect.any(Number));
    expect(delivery.deliveredAt).toBeInstanceOf(Date);

    const [request] = receiver.received('/published');
    expect(request!.headers['webhook-id']).toBe(delivery.eventId);
    expect(request!.headers['content-type']).toBe('application/json');
    const verified = new Webhook(endpoint.secret).verify(request!.body, request!.headers) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(verified).toMatchObject({ type: 'content.published', data: { id: item.id, type: 'articles', status: 'published' } });
    // Another secret does not verify it.
    expect(() => new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw').verify(request!.body, request!.headers)).toThrow();

    // Workers keep polling: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(receiver.received('/published')).toHaveLength(1);
  }, 60_000);

  it('a failing receiver is retried with the same message id until it answers 2xx', async () => {
    receiver.answer('/flaky', { status: 500 }, { status: 503 }, { status: 200 });
    const endpoint = await register('/flaky', ['contact.received']);
    await contact('Retried until delivered');

    const delivery = await settled(endpoint.id, 'succeeded');
    expect(delivery).toMatchObject({ attempts: 3, responseStatus: 200, lastError: null });
    const requests = receiver.received('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery.eventId]));
    for (const request of requests) expect(() => new Webhook(endpoint.secret).verify(request.body, request.headers)).not.toThrow();
  }, 60_000);

  it('a redirect is not followed: it counts as a failure until the retries run out; a redelivery then succeeds', async () => {
    receiver.answer('/moved', { status: 302, location: receiver.url('/elsewhere') });
    const endpoint = await register('/moved', ['contact.received']);
    await contact('Bounced elsewhere');

    const failed = await settled(endpoint.id, 'failed', 45_000);
    expect(failed).toMatchObject({ attempts: RETRY_LIMIT + 1, responseStatus: 302 });
    expect(failed.lastError).toMatch(/redirects are not followed/);
    expect(receiver.received('/moved')).toHaveLength(RETRY_LIMIT + 1);
    expect(receiver.received('/elsewhere')).toHaveLength(0);

    receiver.answer('/moved', { status: 204 });
    const response = await redeliverRoute(as(cast.boss, `/api/manager/webhooks/deliveries/${failed.id}/redeliver`, { method: 'POST' }), idParam(failed.id));
    expect(response.status).toBe(202);
    const redelivered = await settled(endpoint.id, 'succeeded');
    expect(redelivered).toMatchObject({ id: failed.id, eventId: failed.eventId, attempts: 1, responseStatus: 204 });
    expect(receiver.received('/moved').at(-1)!.headers['webhook-id']).toBe(failed.eventId);
  }, 90_000);

  it('a switched-off endpoint gets nothing', async () => {
    const endpoint = await register('/off', ['contact.received']);
    const response = await updateRoute(as(cast.boss, `/api/manager/webhooks/${endpoint.id}`, { method: 'PATCH', body: { enabled: false } }), idParam(endpoint.id));
    expect(response.status).toBe(200);
    await contact('Nobody listens');
    await flushBackground();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    expect(receiver.received('/off')).toHaveLength(0);
  }, 30_000);
});
