import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { within } from './cluster';
import { api, cluster, publishArticle } from './client';

type Endpoint = { id: string; secret: string };
type Delivery = { id: string; event_id: string; status: string; attempts: number; response_status: number | null };

let receiver: WebhookReceiver;
const registered: string[] = [];

beforeAll(async () => {
  // The instances run with WEBHOOK_ALLOW_PRIVATE (global-setup.ts), so they may call this machine's loopback.
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  // The suites after this one publish too: their events must not go to a receiver that is gone.
  for (const id of registered) await api(cluster().a, `/api/manager/webhooks/${id}`, { method: 'DELETE' });
  await receiver?.close();
});

async function register(path: string): Promise<Endpoint> {
  const { a } = cluster();
  const { data } = await api<{ data: Endpoint }>(a, '/api/manager/webhooks', { method: 'POST', body: { url: receiver.url(path), events: ['content.published'] } });
  registered.push(data.id);
  return data;
}

/** The endpoint's deliveries as instance `base` lists them. */
async function deliveriesOf(base: string, endpointId: string): Promise<Delivery[]> {
  return (await api<{ data: Delivery[] }>(base, `/api/manager/webhooks/deliveries?endpoint_id=${endpointId}`)).data;
}

describe('webhooks across instances', () => {
  it('one event is delivered once, though both instances run delivery workers', async () => {
    const { a, b } = cluster();
    const endpoint = await register('/once');
    await publishArticle(a, 'A webhook for the cluster');

    await within(30_000, async () => (receiver.received('/once').length > 0 ? true : undefined), 'the delivery at the receiver');
    // Both instances keep polling: nothing arrives a second time.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const requests = receiver.received('/once');
    expect(requests).toHaveLength(1);
    expect(() => new Webhook(endpoint.secret).verify(requests[0]!.body, requests[0]!.headers)).not.toThrow();

    const log = await deliveriesOf(b, endpoint.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200, event_id: requests[0]!.headers['webhook-id'] });
  }, 60_000);

  it('a receiver that fails at first is retried by whichever instance takes the job, and gets the event once more only', async () => {
    const { a, b } = cluster();
    receiver.answer('/flaky', { status: 500 }, { status: 200 });
    const endpoint = await register('/flaky');
    await publishArticle(b, 'A webhook retried in the cluster');

    await within(
      45_000,
      async () => ((await deliveriesOf(a, endpoint.id)).some((delivery) => delivery.status === 'succeeded') ? true : undefined),
      'the retried delivery succeeded',
    );
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const requests = receiver.received('/flaky');
    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(await deliveriesOf(a, endpoint.id)).toMatchObject([{ status: 'succeeded', attempts: 2, response_status: 200 }]);
  }, 90_000);
});
