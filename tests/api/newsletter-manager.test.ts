import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as countsRoute } from '@/app/api/manager/newsletter/subscribers/counts/route';
import { GET as exportRoute } from '@/app/api/manager/newsletter/subscribers/export/route';
import { POST as importRoute } from '@/app/api/manager/newsletter/subscribers/import/route';
import { GET as listRoute } from '@/app/api/manager/newsletter/subscribers/route';
import { GET as issueRoute, PATCH as patchIssueRoute } from '@/app/api/manager/newsletter/issues/[id]/route';
import { GET as previewRoute } from '@/app/api/manager/newsletter/issues/[id]/preview/route';
import { POST as sendRoute } from '@/app/api/manager/newsletter/issues/[id]/send/route';
import { POST as testRoute } from '@/app/api/manager/newsletter/issues/[id]/test/route';
import { GET as issuesRoute, POST as createIssueRoute } from '@/app/api/manager/newsletter/issues/route';
import { GET as clickRoute } from '@/app/api/newsletter/click/route';
import { GET as openRoute } from '@/app/api/newsletter/open/route';
import { resetEnvForTests } from '@/env';
import { getDb } from '@/server/db/client';
import { mailOutbox, newsletterSubscribers } from '@/server/db/schema';
import type { IssueJson, SubscriberCountsJson, SubscriberImportReport, SubscriberJson } from '@/shared/schemas/newsletter';
import { bearer } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, json, routeParams } from '../support/http';
import { as, idParam, managerCast, type ManagerCast } from '../support/manager';
import { confirmedReaders, settle } from '../support/newsletter';

let cast: ManagerCast;
const none = routeParams({});

beforeAll(async () => {
  cast = await managerCast(['newsletters.view']);
});

const fixture = (name: string) => readFileSync(`tests/fixtures/newsletter/${name}.csv`, 'utf8');

async function importCsv(csv: string, query = '', user = cast.boss) {
  return importRoute(
    apiRequest(`/api/manager/newsletter/subscribers/import${query}`, {
      method: 'POST',
      body: csv,
      headers: { ...bearer(user.token), 'content-type': 'text/csv' },
    }),
    none,
  );
}

async function statuses(emails: string[]) {
  const rows = await getDb().select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.email, emails));
  return Object.fromEntries(rows.map((row) => [row.email, row.status]));
}

describe('POST /api/manager/newsletter/subscribers/import', () => {
  it('reads a Ghost export: only members subscribed to e-mails are confirmed, deleted ones and bad addresses are not', async () => {
    const response = await importCsv(fixture('ghost'), '?languages=en&frequency=daily');
    expect(response.status).toBe(200);
    const { data } = await json<{ data: SubscriberImportReport }>(response);
    expect(data).toMatchObject({ format: 'ghost', created: 3, skipped: 1, confirmed: 1 });
    expect(data.lines.find((line) => line.line === 5)).toMatchObject({ outcome: 'skipped', email: 'not-an-address' });
    expect(await statuses(['ada@example.com', 'grace@example.com', 'linus@example.com'])).toEqual({
      'ada@example.com': 'confirmed',
      'grace@example.com': 'unsubscribed',
      'linus@example.com': 'unsubscribed',
    });
    const [ada] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ada@example.com'));
    expect(ada).toMatchObject({ languages: ['en'], frequency: 'daily', source: 'import' });
  });

  it('reads a MailPoet export: subscribed confirmed, unconfirmed pending, unsubscribed and bounced kept out', async () => {
    const { data } = await json<{ data: SubscriberImportReport }>(await importCsv(fixture('mailpoet')));
    expect(data).toMatchObject({ format: 'mailpoet', created: 4, confirmed: 1 });
    expect(await statuses(['reza@example.com', 'sara@example.com', 'omid@example.com', 'bounced@example.com'])).toEqual({
      'reza@example.com': 'confirmed',
      'sara@example.com': 'pending',
      'omid@example.com': 'unsubscribed',
      'bounced@example.com': 'suppressed',
    });
    // Nothing is mailed to imported readers, the unconfirmed one included.
    await settle();
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, 'sara@example.com'))).toEqual([]);
  });

  it('reads a Substack export, and a second import confirms a pending reader but never revives one who left', async () => {
    const { data } = await json<{ data: SubscriberImportReport }>(await importCsv(fixture('substack')));
    expect(data).toMatchObject({ format: 'substack', created: 3, confirmed: 2 });
    expect(await statuses(['mina@example.com', 'kian@example.com', 'nima@example.com'])).toEqual({
      'mina@example.com': 'confirmed',
      'kian@example.com': 'confirmed',
      'nima@example.com': 'unsubscribed',
    });
    const again = await json<{ data: SubscriberImportReport }>(
      await importCsv(
        'email,active_subscription,expiry,plan,email_disabled,created_at\nsara@example.com,false,,free,false,\nomid@example.com,false,,free,false,\n',
      ),
    );
    expect(again.data).toMatchObject({ updated: 1, skipped: 1 });
    expect(await statuses(['sara@example.com', 'omid@example.com'])).toEqual({
      'sara@example.com': 'confirmed',
      'omid@example.com': 'unsubscribed',
    });
  });

  it('refuses a CSV of another shape with a 422, and anyone without subscribers.manage with a 403', async () => {
    expect((await importCsv('name,phone\nA,1\n')).status).toBe(422);
    expect((await importCsv(fixture('ghost'), '', cast.limited)).status).toBe(403);
    expect((await importCsv(fixture('ghost'), '', cast.plain)).status).toBe(403);
  });
});

describe('the subscriber list', () => {
  it('searches, filters and counts subscribers, and exports them as CSV', async () => {
    await confirmedReaders(2, {
      label: 'coins-fan',
      languages: ['fa'],
      frequency: 'each',
      topics: { types: ['coins'], categories: [], tags: [] },
    });
    const page = await json<{ data: SubscriberJson[]; meta: { total: number } }>(
      await listRoute(
        as(cast.limited, '/api/manager/newsletter/subscribers?topic=coins&language=fa&frequency=each&status=confirmed'),
        none,
      ),
    );
    expect(page.meta.total).toBe(2);
    expect(page.data.every((row) => row.email.startsWith('coins-fan'))).toBe(true);
    const searched = await json<{ data: SubscriberJson[] }>(
      await listRoute(as(cast.boss, '/api/manager/newsletter/subscribers?search=REZA@'), none),
    );
    expect(searched.data.map((row) => row.email)).toEqual(['reza@example.com']);

    const { data: counts } = await json<{ data: SubscriberCountsJson }>(
      await countsRoute(as(cast.boss, '/api/manager/newsletter/subscribers/counts'), none),
    );
    expect(counts.by_status.suppressed).toBeGreaterThanOrEqual(1);
    expect(counts.by_frequency.each).toBeGreaterThanOrEqual(2);
    expect(counts.by_topic).toContainEqual({ kind: 'type', id: 'coins', count: 2 });
    expect(counts.total).toBe(Object.values(counts.by_status).reduce((sum, n) => sum + n, 0));

    const exported = await exportRoute(as(cast.boss, '/api/manager/newsletter/subscribers/export'), none);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const csv = await exported.text();
    expect(csv.split('\r\n')[0]).toBe(
      'email,status,languages,frequency,types,categories,tags,locale,source,created_at,confirmed_at,unsubscribed_at',
    );
    expect(csv).toMatch(/\r\nreza@example\.com,confirmed,fa en,weekly,/);
    expect((await exportRoute(as(cast.limited, '/api/manager/newsletter/subscribers/export'), none)).status).toBe(403);
  });
});

describe('issues', () => {
  it('drafts an issue, previews it, test-sends it to one address and sends it with its progress', async () => {
    const readers = await confirmedReaders(3, { label: 'issue-en', languages: ['en'] });
    const item = await makeItem({ en: { title: 'Ethereum upgrade explained', excerpt: 'What changed' } });
    const created = await createIssueRoute(
      as(cast.boss, '/api/manager/newsletter/issues', {
        method: 'POST',
        body: { locale: 'en', subject: 'Weekly', note: 'Hello readers', item_ids: [] },
      }),
      none,
    );
    expect(created.status).toBe(201);
    const issue = (await json<{ data: IssueJson }>(created)).data;
    expect(issue).toMatchObject({ status: 'draft', kind: 'manual', left: 0 });
    expect(
      (
        await createIssueRoute(
          as(cast.limited, '/api/manager/newsletter/issues', { method: 'POST', body: { locale: 'en', subject: 'x' } }),
          none,
        )
      ).status,
    ).toBe(403);

    const patched = await patchIssueRoute(
      as(cast.boss, `/api/manager/newsletter/issues/${issue.id}`, {
        method: 'PATCH',
        body: { item_ids: [item.id], subject: 'This week' },
      }),
      idParam(issue.id),
    );
    expect((await json<{ data: IssueJson }>(patched)).data).toMatchObject({ subject: 'This week', item_ids: [item.id] });

    const preview = await previewRoute(as(cast.limited, `/api/manager/newsletter/issues/${issue.id}/preview`), idParam(issue.id));
    expect(preview.headers.get('content-type')).toContain('text/html');
    const html = await preview.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('Ethereum upgrade explained');
    expect(html).toContain('Hello readers');

    const tested = await testRoute(
      as(cast.boss, `/api/manager/newsletter/issues/${issue.id}/test`, { method: 'POST', body: { email: 'editor@example.com' } }),
      idParam(issue.id),
    );
    expect(tested.status).toBe(202);
    const [testMail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, 'editor@example.com'));
    expect(testMail!.text).toContain('[Test send]');
    expect(testMail!.subject).toBe('This week');

    const sent = await sendRoute(
      as(cast.boss, `/api/manager/newsletter/issues/${issue.id}/send`, { method: 'POST', body: {} }),
      idParam(issue.id),
    );
    expect(sent.status).toBe(202);
    await settle();
    const progress = (
      await json<{ data: IssueJson }>(
        await issueRoute(as(cast.boss, `/api/manager/newsletter/issues/${issue.id}`), idParam(issue.id)),
      )
    ).data;
    // Every confirmed English reader of this suite (the imports' included), each once.
    expect(progress).toMatchObject({ status: 'sent', left: 0, failed: 0 });
    expect(progress.sent).toBe(progress.total);
    for (const reader of readers)
      expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, reader.email))).toHaveLength(1);

    // Sent is sent: neither sent again nor edited.
    expect(
      (
        await sendRoute(
          as(cast.boss, `/api/manager/newsletter/issues/${issue.id}/send`, { method: 'POST', body: {} }),
          idParam(issue.id),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await patchIssueRoute(
          as(cast.boss, `/api/manager/newsletter/issues/${issue.id}`, { method: 'PATCH', body: { subject: 'Late' } }),
          idParam(issue.id),
        )
      ).status,
    ).toBe(409);
    const listed = await json<{ data: IssueJson[] }>(
      await issuesRoute(as(cast.limited, '/api/manager/newsletter/issues?status=sent'), none),
    );
    expect(listed.data.map((row) => row.id)).toContain(issue.id);
  });

  it('schedules an issue for later', async () => {
    const issue = (
      await json<{ data: IssueJson }>(
        await createIssueRoute(
          as(cast.boss, '/api/manager/newsletter/issues', { method: 'POST', body: { locale: 'fa', subject: 'بعداً' } }),
          none,
        ),
      )
    ).data;
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await sendRoute(
      as(cast.boss, `/api/manager/newsletter/issues/${issue.id}/send`, { method: 'POST', body: { scheduled_at: at } }),
      idParam(issue.id),
    );
    expect((await json<{ data: IssueJson }>(scheduled)).data).toMatchObject({ status: 'scheduled', scheduled_at: at });
  });

  it('counts opens and clicks only while NEWSLETTER_TRACKING is on, once per reader, through signed addresses', async () => {
    const item = await makeItem({ en: { title: 'Tracked story' } });
    const send = async () => {
      const issue = (
        await json<{ data: IssueJson }>(
          await createIssueRoute(
            as(cast.boss, '/api/manager/newsletter/issues', {
              method: 'POST',
              body: { locale: 'en', subject: 'Tracked?', item_ids: [item.id] },
            }),
            none,
          ),
        )
      ).data;
      const [reader] = await confirmedReaders(1, { label: 'tracked', languages: ['en'] });
      await sendRoute(
        as(cast.boss, `/api/manager/newsletter/issues/${issue.id}/send`, { method: 'POST', body: {} }),
        idParam(issue.id),
      );
      await settle();
      const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, reader!.email));
      return { issue, html: mail!.html };
    };
    const untracked = await send();
    expect(untracked.html).not.toContain('/api/newsletter/click');
    expect(untracked.html).not.toContain('/api/newsletter/open');

    process.env.NEWSLETTER_TRACKING = 'true';
    resetEnvForTests();
    try {
      const { issue, html } = await send();
      const clicks = [...html.matchAll(/href="(http:\/\/localhost:3000\/api\/newsletter\/click\?[^"]+)"/g)].map((match) =>
        match[1]!.replace(/&amp;/g, '&'),
      );
      expect(clicks.length).toBeGreaterThan(0);
      // Leaving is never counted: the preferences link stays direct.
      expect(html).toMatch(/href="http:\/\/localhost:3000\/en\/newsletter\/preferences\?token=/);
      const pixel = /<img src="(http:\/\/localhost:3000\/api\/newsletter\/open\?[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
      const click = new URL(clicks[0]!);

      const followed = await clickRoute(apiRequest(`${click.pathname}${click.search}`), none);
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe(click.searchParams.get('u'));
      await clickRoute(apiRequest(`${click.pathname}${click.search}`), none);
      const opened = await openRoute(apiRequest(new URL(pixel).pathname + new URL(pixel).search), none);
      expect(opened.headers.get('content-type')).toBe('image/gif');
      const progress = (
        await json<{ data: IssueJson }>(
          await issueRoute(as(cast.boss, `/api/manager/newsletter/issues/${issue.id}`), idParam(issue.id)),
        )
      ).data;
      expect(progress).toMatchObject({ opens: 1, clicks: 1 });

      // Another address under the same signature is refused: the redirect never goes anywhere unsigned.
      const forged = new URL(click);
      forged.searchParams.set('u', 'https://evil.example/');
      expect((await clickRoute(apiRequest(`${forged.pathname}${forged.search}`), none)).status).toBe(404);
    } finally {
      delete process.env.NEWSLETTER_TRACKING;
      resetEnvForTests();
    }
  });
});
