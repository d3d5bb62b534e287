import { beforeAll, describe, expect, it } from 'vitest';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { POST } from '@/app/api/contact-us/route';
import { getDb } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { apiRequest, fromAddress, json, routeParams } from '../support/http';

const message = { full_name: 'Sara Ahmadi', email: 'Sara@Example.com', title: 'A question about land', text: 'How do I buy a plot of land in a metaverse?' };
const send = (body: unknown, locale: 'fa' | 'en' = 'en') =>
  POST(apiRequest('/api/contact-us', { method: 'POST', body, locale, headers: fromAddress('203.0.113.7') }), routeParams({}));

beforeAll(() => resetRateLimitsForTests());

describe('POST /api/contact-us', () => {
  it('stores the message and thanks the sender in their language', async () => {
    const res = await send(message, 'fa');
    expect(res.status).toBe(201);
    const body = await json<{ message: string }>(res);
    expect(body.message).toMatch(/پیام/);
    const rows = await getDb().select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: 'Sara Ahmadi', email: 'sara@example.com', locale: 'fa', ip: '203.0.113.7', handledAt: null });
  });

  it('answers a filled honeypot with the same success and stores nothing', async () => {
    const before = (await getDb().select().from(contactMessages)).length;
    const res = await send({ ...message, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await json(res)).toHaveProperty('data.received', true);
    expect(await getDb().select().from(contactMessages)).toHaveLength(before);
  });

  it('answers 422 with field errors for a bad message', async () => {
    const res = await send({ ...message, email: 'not-an-email', text: 'short' });
    expect(res.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(res);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'text']);
  });

  it('limits messages per address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await send(message)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
