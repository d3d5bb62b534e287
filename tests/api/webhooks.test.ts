import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute, POST as createRoute } from '@/app/api/manager/webhooks/route';
import { DELETE as deleteRoute, PATCH as updateRoute } from '@/app/api/manager/webhooks/[id]/route';
import { GET as deliveriesRoute } from '@/app/api/manager/webhooks/deliveries/route';
import { POST as redeliverRoute } from '@/app/api/manager/webhooks/deliveries/[id]/redeliver/route';
import { flushBackground } from '@/server/background';
import { getDb } from '@/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import { createContactMessage } from '@/server/services/content';
import { systemContext } from '@/server/services/context';
import { seal } from '@/server/auth/secret-box';
import { emitWebhookEvent } from '@/server/services/webhooks/emit';
import type { CreatedWebhookEndpointJson, WebhookDeliveryJson, WebhookEndpointJson } from '@/shared/schemas/webhooks';
import { json, routeParams } from '../support/http';
import { activityOf, as, idParam, managerCast, type ManagerCast } from '../support/manager';

let cast: ManagerCast;

// A public address: registration needs no DNS for a literal IP, and no event of this file is sent to it.
const PUBLIC_URL = 'https://93.184.216.34/hooks/darvazeh';

const create = (body: unknown, user = cast.boss) => createRoute(as(user, '/api/manager/webhooks', { method: 'POST', body }), routeParams({}));
const update = (id: string, body: unknown) => updateRoute(as(cast.boss, `/api/manager/webhooks/${id}`, { method: 'PATCH', body }), idParam(id));
const deliveries = async (query = '') =>
  json<{ data: WebhookDeliveryJson[]; meta: { total: number } }>(await deliveriesRoute(as(cast.boss, `/api/manager/webhooks/deliveries?${query}`), routeParams({})));

beforeAll(async () => {
  cast = await managerCast(['webhooks.manage']);
});

describe('webhook endpoints', () => {
  it('registers an endpoint and answers its Standard Webhooks secret once; the list never shows it', async () => {
    const response = await create({ url: PUBLIC_URL, description: 'CRM', events: ['content.published', 'ticket.created', 'content.published'] });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: CreatedWebhookEndpointJson }>(response);
    expect(data).toMatchObject({ url: PUBLIC_URL, description: 'CRM', events: ['content.published', 'ticket.created'], enabled: true });
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await activityOf('webhooks.create', data.id)).toHaveLength(1);

    const list = await json<{ data: WebhookEndpointJson[] }>(await listRoute(as(cast.limited, '/api/manager/webhooks'), routeParams({})));
    const listed = list.data.find((endpoint) => endpoint.id === data.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('secret');
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://10.0.0.7/hook',
    'http://192.168.1.20/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[fd00::5]/hook',
    'http://[fe80::1]/hook',
  ])('refuses %s without the operator allowance (422 on the url)', async (url) => {
    const response = await create({ url, events: ['ticket.created'] });
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(body.errors.url?.[0]).toMatch(/private, loopback or link-local/);
  });

  it('refuses what is not an http(s) address, and an endpoint with no events', async () => {
    expect((await create({ url: 'ftp://93.184.216.34/x', events: ['ticket.created'] })).status).toBe(422);
    expect((await create({ url: 'not a url', events: ['ticket.created'] })).status).toBe(422);
    expect((await create({ url: PUBLIC_URL, events: [] })).status).toBe(422);
    expect((await create({ url: PUBLIC_URL, events: ['content.exploded'] })).status).toBe(422);
  });

  it('switches an endpoint off and on, changes its events, and deletes it with its log', async () => {
    const { data } = await json<{ data: CreatedWebhookEndpointJson }>(await create({ url: PUBLIC_URL, events: ['ticket.created'] }));
    const off = await update(data.id, { enabled: false });
    expect(off.status).toBe(200);
    expect((await json<{ data: WebhookEndpointJson }>(off)).data.enabled).toBe(false);
    const changed = await json<{ data: WebhookEndpointJson }>(await update(data.id, { enabled: true, events: ['comment.created'] }));
    expect(changed.data).toMatchObject({ enabled: true, events: ['comment.created'] });
    expect((await update(data.id, {})).status).toBe(422);
    expect(await activityOf('webhooks.update', data.id)).toHaveLength(2);

    expect((await deleteRoute(as(cast.boss, `/api/manager/webhooks/${data.id}`, { method: 'DELETE' }), idParam(data.id))).status).toBe(204);
    expect(await activityOf('webhooks.delete', data.id)).toHaveLength(1);
    expect((await deleteRoute(as(cast.boss, `/api/manager/webhooks/${data.id}`, { method: 'DELETE' }), idParam(data.id))).status).toBe(404);
    expect((await update(data.id, { enabled: false })).status).toBe(404);
  });

  it('needs webhooks.manage: a reader gets 403, a visitor 401', async () => {
    expect((await listRoute(as(cast.plain, '/api/manager/webhooks'), routeParams({}))).status).toBe(403);
    expect((await create({ url: PUBLIC_URL, events: ['ticket.created'] }, cast.plain)).status).toBe(403);
    expect((await listRoute(as(null, '/api/manager/webhooks'), routeParams({}))).status).toBe(401);
    expect((await deliveriesRoute(as(cast.plain, '/api/manager/webhooks/deliveries'), routeParams({}))).status).toBe(403);
  });
});

describe('webhook deliveries without the job engine', () => {
  it('an event makes one delivery per subscribed endpoint; one on a private address (stored before the rules changed) is refused at delivery', async () => {
    // Inserted directly: the API would refuse this address, but DNS or the operator allowance can change after registration.
    const stored = async (url: string, enabled: boolean) => {
      const id = randomUUID();
      const secretCiphertext = await seal(getDb(), 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', id);
      const [row] = await getDb().insert(webhookEndpoints).values({ id, url, events: ['contact.received'], secretCiphertext, enabled }).returning();
      return row!;
    };
    const endpoint = await stored('http://127.0.0.1:9/hook', true);
    const switchedOff = await stored('http://127.0.0.1:9/off', false);

    await createContactMessage({
      input: { full_name: 'Sara Example', email: 'Sara@Example.com', title: 'Hello', text: 'A message for the webhook.', website: '' },
      by: { ctx: systemContext('en'), actor: null },
    });
    await flushBackground();

    const rows = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: 'contact.received', status: 'failed', attempts: 1, responseStatus: null });
    expect(rows[0]!.eventId).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(rows[0]!.payload).toMatchObject({ full_name: 'Sara Example', email: 'sara@example.com', title: 'Hello' });
    expect(rows[0]!.lastError).toMatch(/refused to connect to 127\.0\.0\.1/);
    expect(await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, switchedOff.id))).toHaveLength(0);

    const log = await deliveries(`endpoint_id=${endpoint.id}&status=failed`);
    expect(log.meta.total).toBe(1);
    expect(log.data[0]).toMatchObject({ id: rows[0]!.id, endpoint_url: 'http://127.0.0.1:9/hook', event_type: 'contact.received', status: 'failed', attempts: 1 });
    expect((await deliveries('status=succeeded')).data.some((row) => row.id === rows[0]!.id)).toBe(false);

    // Sent again: pending with a fresh count, then refused once more.
    const again = await redeliverRoute(as(cast.boss, `/api/manager/webhooks/deliveries/${rows[0]!.id}/redeliver`, { method: 'POST' }), idParam(rows[0]!.id));
    expect(again.status).toBe(202);
    expect((await json<{ data: WebhookDeliveryJson }>(again)).data).toMatchObject({ status: 'pending', attempts: 0, event_id: rows[0]!.eventId });
    await flushBackground();
    const [after] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, rows[0]!.id));
    expect(after).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await activityOf('webhooks.redeliver', endpoint.id)).toHaveLength(1);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await redeliverRoute(as(cast.boss, `/api/manager/webhooks/deliveries/${unknown}/redeliver`, { method: 'POST' }), idParam(unknown))).status).toBe(404);
  });
});

describe('webhook events inside a larger write', () => {
  it('an event that cannot be recorded leaves the outer transaction (an import) able to go on and commit', async () => {
    const endpointId = randomUUID();
    const secretCiphertext = await seal(getDb(), 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', endpointId);
    await getDb().insert(webhookEndpoints).values({ id: endpointId, url: PUBLIC_URL, events: ['ticket.created'], secretCiphertext, enabled: true });
    const committed = randomUUID();
    await getDb().transaction(async (tx) => {
      // A NUL character cannot be stored in jsonb: the delivery row fails, as a real fault would.
      await emitWebhookEvent('ticket.created', { id: 'broken', title: 'a\u0000b' }, tx);
      await tx.insert(webhookEndpoints).values({ id: committed, url: PUBLIC_URL, events: ['ticket.created'], secretCiphertext, enabled: false });
    });
    await flushBackground();
    expect(await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, committed))).toHaveLength(1);
    expect(await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).toHaveLength(0);
  });
});
