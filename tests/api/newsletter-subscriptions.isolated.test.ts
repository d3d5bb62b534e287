import { eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as confirmRoute } from '@/app/api/newsletter/confirm/route';
import { DELETE as endRoute, GET as preferencesRoute, PATCH as changeRoute } from '@/app/api/newsletter/preferences/route';
import { POST as subscribeRoute } from '@/app/api/newsletter/subscriptions/route';
import { GET as unsubscribeLinkRoute, POST as oneClickRoute } from '@/app/api/newsletter/unsubscribe/route';
import { DELETE as accountDelete, GET as accountGet, PUT as accountPut } from '@/app/api/user/newsletter/route';
import { resetEnvForTests } from '@/env';
import { getDb } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { closeNewsletterTransport } from '@/server/services/newsletter/transport';
import { createIssue, sendIssue } from '@/server/services/newsletter';
import { systemWriter } from '@/server/services/context';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { noParams, registerUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, fromAddress, json } from '../support/http';
import { bearer } from '../support/accounts';
import { mailsTo, readerAddress, settle } from '../support/newsletter';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';

const inbox: ReceivedMail[] = [];
let server: SMTPServer;

beforeAll(async () => {
  const started = await startSmtpServer(inbox);
  server = started.server;
  process.env.SMTP_URL = `smtp://127.0.0.1:${started.port}`;
  process.env.MAIL_FROM = 'Darvazeh <news@darvazeh.test>';
  process.env.APP_URL = 'https://darvazeh.test';
  process.env.NEWSLETTER_RATE_PER_MINUTE = '60000';
  resetEnvForTests();
  resetRateLimitsForTests();
});

afterAll(async () => {
  await settle();
  closeNewsletterTransport();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let client = 0;

/** A subscription from a client address of its own, so the per-address limit is the rate test's alone. */
async function subscribe(
  body: Record<string, unknown>,
  locale: 'fa' | 'en',
  headers: Record<string, string> = fromAddress(`10.0.0.${++client}`),
) {
  return subscribeRoute(apiRequest('/api/newsletter/subscriptions', { method: 'POST', body, locale, headers }), noParams);
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

async function subscriberRow(email: string) {
  const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** Subscribes and confirms through the API, as a reader clicking the opt-in link does. */
async function confirmedReader(locale: 'fa' | 'en') {
  const email = readerAddress(`reader-${locale}`);
  expect((await subscribe({ email, languages: [locale], frequency: 'weekly' }, locale)).status).toBe(202);
  await settle();
  const link = /https:\/\/darvazeh\.test\/\w\w\/newsletter\/confirm\?token=[^\s"<]+/.exec(mailsTo(inbox, email).at(-1)!.text)![0];
  const confirmed = await confirmRoute(
    apiRequest('/api/newsletter/confirm', { method: 'POST', body: { token: tokenOf(link) }, locale }),
    noParams,
  );
  expect(confirmed.status).toBe(200);
  return { email, token: (await json<{ data: { token: string } }>(confirmed)).data.token };
}

describe('POST /api/newsletter/subscriptions (double opt-in)', () => {
  it('mails a Persian reader a right-to-left opt-in in Persian, and confirming it once subscribes them', async () => {
    const email = readerAddress('fa');
    const response = await subscribe({ email: email.toUpperCase(), languages: ['fa'], frequency: 'weekly' }, 'fa');
    expect(response.status).toBe(202);
    expect((await json<{ data: unknown }>(response)).data).toEqual({ status: 'pending' });
    await settle();

    const [mail, ...more] = mailsTo(inbox, email);
    expect(more).toEqual([]);
    expect(mail!.html).toMatch(/<html lang="fa" dir="rtl">/);
    expect(mail!.html).toContain('Vazirmatn, Tahoma');
    expect(mail!.html).toContain('تأیید اشتراک');
    expect(mail!.text).toContain('خبرنامهٔ دروازه');
    const link = /https:\/\/darvazeh\.test\/fa\/newsletter\/confirm\?token=[^\s"<]+/.exec(mail!.text)![0];
    expect((await subscriberRow(email))!.status).toBe('pending');

    const confirm = () =>
      confirmRoute(
        apiRequest('/api/newsletter/confirm', { method: 'POST', body: { token: tokenOf(link) }, locale: 'fa' }),
        noParams,
      );
    const first = await confirm();
    expect(first.status).toBe(200);
    const { data } = await json<{ data: { status: string; languages: string[]; email: string } }>(first);
    expect(data).toMatchObject({ status: 'confirmed', languages: ['fa'] });
    expect(data.email).not.toBe(email);
    expect((await subscriberRow(email))!.status).toBe('confirmed');
    // The link works once.
    expect((await confirm()).status).toBe(404);
  });

  it('mails an English reader a left-to-right opt-in in English', async () => {
    const email = readerAddress('en');
    expect(
      (await subscribe({ email, languages: ['en', 'fa'], frequency: 'daily', topics: { types: ['articles'] } }, 'en')).status,
    ).toBe(202);
    await settle();
    const [mail] = mailsTo(inbox, email);
    expect(mail!.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(mail!.text).toContain('Someone, hopefully you, asked for the Darvazeh newsletter');
    expect(mail!.text).toMatch(/https:\/\/darvazeh\.test\/en\/newsletter\/confirm\?token=/);
    expect(await subscriberRow(email)).toMatchObject({
      status: 'pending',
      languages: ['fa', 'en'],
      frequency: 'daily',
      locale: 'en',
    });
  });

  it('answers the same for a subscribed address, keeps one subscription and mails only a link to its preferences, once in a while', async () => {
    const { email } = await confirmedReader('en');
    // The opt-in went out just now: the window that keeps strangers from flooding an inbox has passed.
    await getDb()
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(newsletterSubscribers.email, email));
    const before = mailsTo(inbox, email).length;
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await subscribe({ email, languages: ['fa'], frequency: 'each' }, 'en');
      expect(again.status).toBe(202);
      expect((await json<{ data: unknown }>(again)).data).toEqual({ status: 'pending' });
    }
    await settle();
    const mails = mailsTo(inbox, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toMatch(/https:\/\/darvazeh\.test\/en\/newsletter\/preferences\?token=/);
    expect(mails.at(-1)!.text).not.toContain('/newsletter/confirm');
    const rows = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'confirmed', frequency: 'weekly', languages: ['en'] });
  });

  it('mails an unconfirmed address one opt-in however often the form is sent for it, and its link keeps working', async () => {
    const email = readerAddress('again');
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await subscribe({ email, languages: ['en'], frequency: 'weekly' }, 'en')).status).toBe(202);
    await settle();
    const mails = mailsTo(inbox, email);
    expect(mails).toHaveLength(1);
    const link = /https:\/\/darvazeh\.test\/en\/newsletter\/confirm\?token=[^\s"<]+/.exec(mails[0]!.text)![0];
    const confirmed = await confirmRoute(
      apiRequest('/api/newsletter/confirm', { method: 'POST', body: { token: tokenOf(link) } }),
      noParams,
    );
    expect(confirmed.status).toBe(200);
  });

  it('is limited per client address like the other anonymous forms', async () => {
    const address = fromAddress('10.9.9.9');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push(
        (await subscribe({ email: readerAddress('flood'), languages: ['en'], frequency: 'daily' }, 'en', address)).status,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    await settle();
  });
});

describe('an issue', () => {
  it('goes to confirmed readers only, with the bulk headers, the preferences link and one-click unsubscribe', async () => {
    const pending = readerAddress('pending');
    await subscribe({ email: pending, languages: ['fa'], frequency: 'weekly' }, 'fa');
    const reader = await confirmedReader('fa');
    await settle();
    const item = await makeItem({ fa: { title: 'بیت‌کوین در ۲۰۲۶', excerpt: 'خلاصهٔ مطلب' } });
    const issue = await createIssue({
      input: { locale: 'fa', subject: 'خبرنامهٔ این هفته', note: 'سلام خوانندگان', item_ids: [item.id] },
      by: systemWriter(),
    });
    await sendIssue({ id: issue.id, input: {}, by: systemWriter() });
    await settle();

    // Only the opt-in ever reached the unconfirmed address.
    expect(mailsTo(inbox, pending)).toHaveLength(1);
    const mail = mailsTo(inbox, reader.email).at(-1)!;
    expect(mail.html).toContain('خبرنامهٔ این هفته');
    expect(mail.html).toMatch(/<html lang="fa" dir="rtl">/);
    expect(mail.html).toContain('بیت‌کوین در ۲۰۲۶');
    // The publication date in the Jalali calendar with Persian digits.
    expect(mail.html).toMatch(/منتشرشده در [۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2}/);
    expect(mail.text).toContain('سلام خوانندگان');
    const unsubscribe = /^<(https:\/\/darvazeh\.test\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(
      mail.headers.get('list-unsubscribe') ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.get('list-id')).toContain('<fa.newsletter.darvazeh.test>');
    expect(mail.headers.get('message-id')).toMatch(new RegExp(`^<${issue.id}\\.[0-9a-f-]+@darvazeh\\.test>$`));
    expect(mail.text).toMatch(/https:\/\/darvazeh\.test\/fa\/newsletter\/preferences\?token=/);
    expect(mail.html).toContain('https://darvazeh.test/fa/newsletter/preferences?token=');

    // Opened in a browser (or by a link scanner), the address only leads to the preferences page.
    const opened = await unsubscribeLinkRoute(apiRequest(unsubscribe!.replace('https://darvazeh.test', '')), noParams);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^https:\/\/darvazeh\.test\/fa\/newsletter\/preferences\?token=/);
    expect((await subscriberRow(reader.email))!.status).toBe('confirmed');

    // RFC 8058: the mail client posts the form to the header's address; no sign-in, no JSON.
    const oneClick = await oneClickRoute(
      apiRequest(unsubscribe!.replace('https://darvazeh.test', ''), {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      noParams,
    );
    expect(oneClick.status).toBe(200);
    expect((await subscriberRow(reader.email))!.status).toBe('unsubscribed');

    const next = await createIssue({ input: { locale: 'fa', subject: 'شمارهٔ بعد', item_ids: [item.id] }, by: systemWriter() });
    const received = mailsTo(inbox, reader.email).length;
    await sendIssue({ id: next.id, input: {}, by: systemWriter() });
    await settle();
    expect(mailsTo(inbox, reader.email)).toHaveLength(received);
  });
});

describe('the preferences link', () => {
  it('reads, changes and ends a subscription without sign-in; a forged token is a 404', async () => {
    const { email, token } = await confirmedReader('en');
    const read = await preferencesRoute(apiRequest(`/api/newsletter/preferences?token=${encodeURIComponent(token)}`), noParams);
    expect(read.status).toBe(200);
    expect((await json<{ data: unknown }>(read)).data).toMatchObject({
      status: 'confirmed',
      frequency: 'weekly',
      tracking: false,
    });

    const changed = await changeRoute(
      apiRequest('/api/newsletter/preferences', {
        method: 'PATCH',
        body: { token, frequency: 'daily', languages: ['fa', 'en'] },
      }),
      noParams,
    );
    expect(changed.status).toBe(200);
    expect(await subscriberRow(email)).toMatchObject({ frequency: 'daily', languages: ['fa', 'en'], status: 'confirmed' });

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect(
      (await preferencesRoute(apiRequest(`/api/newsletter/preferences?token=${encodeURIComponent(forged)}`), noParams)).status,
    ).toBe(404);

    const ended = await endRoute(apiRequest('/api/newsletter/preferences', { method: 'DELETE', body: { token } }), noParams);
    expect(ended.status).toBe(200);
    expect((await subscriberRow(email))!.status).toBe('unsubscribed');
  });
});

describe('a signed-in reader on the public form', () => {
  it('has their own address tied to the account, and a cookie without its CSRF header is only anonymous', async () => {
    const user = await registerUser();
    const own = user.email.toLowerCase();
    expect(
      (
        await subscribe({ email: own, languages: ['en'], frequency: 'weekly' }, 'en', {
          ...fromAddress('10.1.0.1'),
          ...bearer(user.token),
        })
      ).status,
    ).toBe(202);
    expect((await subscriberRow(own))!.userId).toBe(user.id);

    const other = readerAddress('someone-else');
    expect(
      (
        await subscribe({ email: other, languages: ['en'], frequency: 'weekly' }, 'en', {
          ...fromAddress('10.1.0.2'),
          ...bearer(user.token),
        })
      ).status,
    ).toBe(202);
    expect((await subscriberRow(other))!.userId).toBeNull();

    const viaCookie = readerAddress('cookie');
    expect(
      (
        await subscribe({ email: viaCookie, languages: ['en'], frequency: 'weekly' }, 'en', {
          ...fromAddress('10.1.0.3'),
          cookie: user.cookie,
        })
      ).status,
    ).toBe(202);
    expect((await subscriberRow(viaCookie))!.status).toBe('pending');
    await settle();
  });
});

describe('/api/user/newsletter', () => {
  it('ties a signed-in reader’s subscription to the account, with an opt-in while the address is unverified', async () => {
    const user = await registerUser();
    const before = mailsTo(inbox, user.email).length;
    const put = await accountPut(
      apiRequest('/api/user/newsletter', {
        method: 'PUT',
        body: { languages: ['en'], frequency: 'each' },
        headers: bearer(user.token),
      }),
      noParams,
    );
    expect(put.status).toBe(200);
    expect((await json<{ data: unknown }>(put)).data).toMatchObject({
      email: user.email.toLowerCase(),
      status: 'pending',
      frequency: 'each',
    });
    await settle();
    expect(mailsTo(inbox, user.email).length).toBe(before + 1);
    expect(mailsTo(inbox, user.email).at(-1)!.text).toContain('/en/newsletter/confirm?token=');
    const got = await accountGet(apiRequest('/api/user/newsletter', { headers: bearer(user.token) }), noParams);
    expect((await json<{ data: { status: string } }>(got)).data.status).toBe('pending');
    expect((await subscriberRow(user.email.toLowerCase()))!.userId).toBe(user.id);
  });

  it('ends the account’s subscription from the panel, and ending none is no error', async () => {
    const user = await registerUser();
    const end = () => accountDelete(apiRequest('/api/user/newsletter', { method: 'DELETE', headers: bearer(user.token) }), noParams);
    const none = await end();
    expect(none.status).toBe(200);
    expect((await json<{ data: unknown }>(none)).data).toBeNull();
    await accountPut(apiRequest('/api/user/newsletter', { method: 'PUT', body: { languages: ['fa'], frequency: 'weekly' }, headers: bearer(user.token) }), noParams);
    const ended = await end();
    expect(ended.status).toBe(200);
    expect((await json<{ data: { status: string } }>(ended)).data.status).toBe('unsubscribed');
    expect((await subscriberRow(user.email.toLowerCase()))!.status).toBe('unsubscribed');
    expect((await accountDelete(apiRequest('/api/user/newsletter', { method: 'DELETE' }), noParams)).status).toBe(401);
    await settle();
  });
});
