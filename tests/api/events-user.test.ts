import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listEvents } from '@/app/api/user/events/route';
import { GET as icsRoute } from '@/app/api/user/events/[id]/ics/route';
import { DELETE as cancelRoute, POST as registerRoute } from '@/app/api/user/events/[id]/registration/route';
import { issueToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db/client';
import { events, users } from '@/server/db/schema';
import type { RegistrationState, UserEvent, UserEvents } from '@/shared/schemas/events';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { apiRequest, json, routeParams } from '../support/http';

const HOUR = 3_600_000;

async function makeEvent(overrides: Partial<typeof events.$inferInsert> = {}) {
  const start = new Date(Date.now() + 24 * HOUR);
  const [row] = await getDb()
    .insert(events)
    .values({
      titleFa: 'دورهمی متاورس',
      titleEn: 'Metaverse meetup',
      descriptionEn: 'Talks, demos; and coffee, of course.\nBring a friend.',
      descriptionFa: 'گفتگو و نمایش',
      startDate: start,
      expireDatetime: new Date(start.getTime() + 2 * HOUR),
      place: 'Tehran, Azadi St. 12',
      status: 'published',
      ...overrides,
    })
    .returning();
  return row!;
}

const register = (id: string, token: string, locale: 'fa' | 'en' = 'en') =>
  registerRoute(apiRequest(`/api/user/events/${id}/registration`, { method: 'POST', headers: bearer(token), locale }), routeParams({ id }));
const cancel = (id: string, token: string) =>
  cancelRoute(apiRequest(`/api/user/events/${id}/registration`, { method: 'DELETE', headers: bearer(token) }), routeParams({ id }));
const list = async (token: string, locale: 'fa' | 'en' = 'en') => {
  const response = await listEvents(apiRequest('/api/user/events', { headers: bearer(token), locale }), noParams);
  expect(response.status).toBe(200);
  return (await json<{ data: UserEvents }>(response)).data;
};

/** Accounts straight in the database: registering through the API is rate limited per address. */
async function quickUser(): Promise<{ token: string }> {
  const name = `u${randomUUID().slice(0, 8)}`;
  const [row] = await getDb().insert(users).values({ username: name, email: `${name}@example.com`, passwordHash: 'x' }).returning();
  return { token: (await issueToken(getDb(), row!, { ip: null, userAgent: null })).plainText };
}

let alice: RegisteredUser;
let bob: RegisteredUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([registerUser(), registerUser()]);
});

describe('GET /api/user/events', () => {
  it('needs sign-in', async () => {
    expect((await listEvents(apiRequest('/api/user/events'), noParams)).status).toBe(401);
  });

  it('lists published events as upcoming or past, in the request language, with seats and the registered flag', async () => {
    const upcoming = await makeEvent({ capacity: 10 });
    const past = await makeEvent({ startDate: new Date(Date.now() - 5 * HOUR), expireDatetime: new Date(Date.now() - 3 * HOUR) });
    const draft = await makeEvent({ status: 'draft' });
    await register(upcoming.id, alice.token);

    const mine = await list(alice.token);
    const found = mine.upcoming.find((event) => event.id === upcoming.id);
    expect(found).toMatchObject({ title: 'Metaverse meetup', capacity: 10, registrations_count: 1, remaining: 9, registered: true, is_open: true });
    expect(mine.past.map((event) => event.id)).toContain(past.id);
    expect(mine.past.find((event) => event.id === past.id)?.is_open).toBe(false);
    expect([...mine.upcoming, ...mine.past].map((event) => event.id)).not.toContain(draft.id);

    const theirs = await list(bob.token, 'fa');
    expect(theirs.upcoming.find((event) => event.id === upcoming.id)).toMatchObject({ title: 'دورهمی متاورس', registered: false });
  });
});

describe('POST|DELETE /api/user/events/{id}/registration', () => {
  it('registers once (201, then 200) and cancels', async () => {
    const event = await makeEvent();
    const first = await register(event.id, alice.token);
    expect(first.status).toBe(201);
    expect((await json<{ data: RegistrationState; message: string }>(first)).data).toEqual({
      event_id: event.id,
      registered: true,
      registrations_count: 1,
      remaining: null,
    });
    const again = await register(event.id, alice.token);
    expect(again.status).toBe(200);
    expect((await json<{ data: RegistrationState }>(again)).data.registrations_count).toBe(1);

    const cancelled = await cancel(event.id, alice.token);
    expect(cancelled.status).toBe(200);
    expect((await json<{ data: RegistrationState }>(cancelled)).data).toMatchObject({ registered: false, registrations_count: 0 });
  });

  it('never passes the capacity under parallel registrations', async () => {
    const capacity = 3;
    const event = await makeEvent({ capacity });
    const people = await Promise.all(Array.from({ length: 8 }, () => quickUser()));
    const answers = await Promise.all(people.map((person) => register(event.id, person.token)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(capacity);
    expect(statuses.filter((status) => status === 409)).toHaveLength(people.length - capacity);
    const seen = (await list(alice.token)).upcoming.find((one) => one.id === event.id);
    expect(seen).toMatchObject({ registrations_count: capacity, remaining: 0, is_open: false });
    // A seat freed by a cancellation can be taken again.
    const holder = people[statuses.indexOf(201)]!;
    expect((await cancel(event.id, holder.token)).status).toBe(200);
    expect((await register(event.id, alice.token)).status).toBe(201);
  });

  it('is closed once the event has started, and a started event cannot be cancelled', async () => {
    const event = await makeEvent({ startDate: new Date(Date.now() - HOUR), expireDatetime: new Date(Date.now() + HOUR) });
    const answer = await register(event.id, alice.token, 'fa');
    expect(answer.status).toBe(409);
    expect((await json<{ message: string }>(answer)).message).toBe('این رویداد شروع شده و ثبت‌نام بسته است.');
    expect((await cancel(event.id, alice.token)).status).toBe(409);
  });

  it('answers 404 for a draft or unknown event, and for cancelling a registration the caller does not have', async () => {
    const draft = await makeEvent({ status: 'draft' });
    expect((await register(draft.id, alice.token)).status).toBe(404);
    expect((await register('00000000-0000-4000-8000-000000000000', alice.token)).status).toBe(404);
    expect((await register('not-a-uuid', alice.token)).status).toBe(404);

    const event = await makeEvent();
    await register(event.id, alice.token);
    // Bob cannot cancel Alice's registration: he has none of his own.
    expect((await cancel(event.id, bob.token)).status).toBe(404);
    const seen: UserEvent | undefined = (await list(alice.token)).upcoming.find((one) => one.id === event.id);
    expect(seen?.registered).toBe(true);
  });
});

describe('GET /api/user/events/{id}/ics', () => {
  it('is a valid VCALENDAR with CRLF lines, escaped text and UTC times', async () => {
    const event = await makeEvent({
      titleEn: 'Meetup, part 1; the sequel',
      descriptionEn: 'A long description that goes on and on, so that the line has to be folded somewhere after seventy-five octets.',
    });
    const response = await icsRoute(apiRequest(`/api/user/events/${event.id}/ics`, { headers: bearer(alice.token) }), routeParams({ id: event.id }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.ics"$/);
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.find((line) => line.startsWith('UID:'))).toBe(`UID:${event.id}@localhost`);
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(lines).toContain(`DTSTART:${stamp(event.startDate)}`);
    expect(lines).toContain(`DTEND:${stamp(event.expireDatetime)}`);
    expect(lines).toContain('SUMMARY:Meetup\\, part 1\\; the sequel');
    expect(lines).toContain('LOCATION:Tehran\\, Azadi St. 12');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('on and on\\, so');
  });

  it('gives an online event its URL, and 404 for a draft', async () => {
    const online = await makeEvent({ place: null, onlineLink: 'https://meet.example.com/abc' });
    const text = await (await icsRoute(apiRequest(`/api/user/events/${online.id}/ics`, { headers: bearer(alice.token) }), routeParams({ id: online.id }))).text();
    expect(text).toContain('URL:https://meet.example.com/abc\r\n');
    expect(text).not.toContain('LOCATION:');
    const draft = await makeEvent({ status: 'draft' });
    expect((await icsRoute(apiRequest(`/api/user/events/${draft.id}/ics`, { headers: bearer(alice.token) }), routeParams({ id: draft.id }))).status).toBe(404);
  });
});
