import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as keyRoute } from '@/app/api/push/key/route';
import { DELETE as unsubscribeRoute, POST as subscribeRoute } from '@/app/api/push/subscriptions/route';
import { resetEnvForTests } from '@/env';
import { getDb } from '@/server/db/client';
import { pushSubscriptions } from '@/server/db/schema';
import { announceItem } from '@/server/services/newsletter';
import type { PushPayload } from '@/server/services/push';
import type { NewsletterTopics } from '@/shared/newsletter';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, fromAddress, json, routeParams } from '../support/http';
import { settle } from '../support/newsletter';
import { browserKeys, decryptPush, isValidVapid, startPushService, type BrowserKeys, type PushedMessage } from '../support/push-service';

const none = routeParams({});
let service: { server: Server; base: string; received: PushedMessage[] };
let publicKey: string;

beforeAll(async () => {
  // The local push service listens on loopback, which only an operator's allowance lets the server reach.
  process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
  process.env.APP_URL = 'https://darvazeh.test';
  resetEnvForTests();
  service = await startPushService((path) => (path.startsWith('/gone/') ? 410 : 201));
  publicKey = (await json<{ data: { public_key: string } }>(await keyRoute(apiRequest('/api/push/key'), none))).data.public_key;
});

afterAll(async () => {
  await settle();
  await new Promise<void>((resolve) => service.server.close(() => resolve()));
});

let sequence = 0;
/** Each browser from an address of its own: subscribing is rate-limited per address. */
const aReader = () => fromAddress(`198.51.100.${(sequence += 1)}`);

/** A browser subscribed through the API: its keys, and the path the push service knows it by. */
async function subscribedBrowser(languages: ('fa' | 'en')[], topics?: Partial<NewsletterTopics>, { gone = false } = {}) {
  sequence += 1;
  const keys = browserKeys();
  const path = `/${gone ? 'gone' : 'live'}/${sequence}-${Math.random().toString(36).slice(2)}`;
  const response = await subscribeRoute(
    apiRequest('/api/push/subscriptions', {
      method: 'POST',
      headers: aReader(),
      body: { subscription: { endpoint: `${service.base}${path}`, keys: { p256dh: keys.p256dh, auth: keys.authText } }, languages, topics },
    }),
    none,
  );
  expect(response.status).toBe(201);
  return { keys, path, endpoint: `${service.base}${path}` };
}

const messagesTo = (path: string) => service.received.filter((message) => message.path === path);

function open(message: PushedMessage, keys: BrowserKeys): PushPayload {
  expect(message.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(message.headers.ttl)).toBeGreaterThan(0);
  expect(isValidVapid(String(message.headers.authorization), publicKey, service.base)).toBe(true);
  return JSON.parse(decryptPush(message.body, keys)) as PushPayload;
}

describe('web push', () => {
  it('keeps one VAPID key for the site: every answer gives the same P-256 public key', async () => {
    const again = (await json<{ data: { public_key: string } }>(await keyRoute(apiRequest('/api/push/key'), none))).data.public_key;
    expect(again).toBe(publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('tells each browser of an item of its topics in its language, once, encrypted to it; forgets the ones that are gone', async () => {
    const fan = await subscribedBrowser(['fa'], { types: ['articles'] });
    const everything = await subscribedBrowser(['fa', 'en']);
    const bookworm = await subscribedBrowser(['fa'], { types: ['books'] });
    const english = await subscribedBrowser(['en']);
    const gone = await subscribedBrowser(['fa'], {}, { gone: true });

    const item = await makeItem({ publishedAt: new Date(Date.now() - 60_000), fa: { title: 'کیف پول سخت‌افزاری', excerpt: 'راهنمای خرید' } });
    await settle();

    const [toFan] = messagesTo(fan.path);
    expect(messagesTo(fan.path)).toHaveLength(1);
    const payload = open(toFan!, fan.keys);
    expect(payload).toMatchObject({ title: 'کیف پول سخت‌افزاری', body: 'راهنمای خرید', lang: 'fa', dir: 'rtl', tag: `item-${item.id}` });
    expect(payload.url).toMatch(/^https:\/\/darvazeh\.test\/fa\/articles\//);
    expect(open(messagesTo(everything.path)[0]!, everything.keys).title).toBe('کیف پول سخت‌افزاری');
    // Another browser's keys cannot open it.
    expect(() => decryptPush(toFan!.body, bookworm.keys)).toThrow();

    // Other topics and languages hear nothing; a subscription the push service says is gone is forgotten.
    expect(messagesTo(bookworm.path)).toHaveLength(0);
    expect(messagesTo(english.path)).toHaveLength(0);
    expect(messagesTo(gone.path)).toHaveLength(1);
    expect(await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).toHaveLength(0);

    // Announcing the item again (another instance, a retry) tells nobody twice.
    await announceItem({ contentId: item.id });
    await settle();
    expect(messagesTo(fan.path)).toHaveLength(1);
  });

  it('a browser that subscribes again is replaced, and one that unsubscribes hears nothing more', async () => {
    const browser = await subscribedBrowser(['fa']);
    const again = await subscribeRoute(
      apiRequest('/api/push/subscriptions', {
        method: 'POST',
        headers: aReader(),
        body: { subscription: { endpoint: browser.endpoint, keys: { p256dh: browser.keys.p256dh, auth: browser.keys.authText } }, languages: ['en'] },
      }),
      none,
    );
    expect(again.status).toBe(201);
    const rows = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows.map((row) => row.languages)).toEqual([['en']]);

    const ended = await unsubscribeRoute(apiRequest('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: browser.endpoint } }), none);
    expect((await json<{ data: { subscribed: boolean } }>(ended)).data.subscribed).toBe(false);
    await makeItem({ publishedAt: new Date(Date.now() - 30_000), en: { title: 'Ledger news' } });
    await settle();
    expect(messagesTo(browser.path)).toHaveLength(0);
  });

  it('refuses a subscription that is not a push service’s address: malformed keys, or a private address without the allowance', async () => {
    const keys = browserKeys();
    const malformed = await subscribeRoute(
      apiRequest('/api/push/subscriptions', { method: 'POST', headers: aReader(), body: { subscription: { endpoint: `${service.base}/x`, keys: { p256dh: 'short', auth: keys.authText } }, languages: ['fa'] } }),
      none,
    );
    expect(malformed.status).toBe(422);

    process.env.WEBHOOK_ALLOW_PRIVATE = 'false';
    resetEnvForTests();
    try {
      const loopback = await subscribeRoute(
        apiRequest('/api/push/subscriptions', {
          method: 'POST',
          headers: aReader(),
          body: { subscription: { endpoint: `${service.base}/private`, keys: { p256dh: keys.p256dh, auth: keys.authText } }, languages: ['fa'] },
        }),
        none,
      );
      expect(loopback.status).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(loopback)).errors['subscription.endpoint']).toBeDefined();
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
      resetEnvForTests();
    }
  });
});
