import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/env';
import { databaseHandle, getDb } from '@/server/db/client';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { systemWriter } from '@/server/services/context';
import {
  announceItem,
  createIssue,
  finishStalledIssues,
  runDigests,
  runIssueSend,
  sendIssue,
} from '@/server/services/newsletter';
import { findIssue } from '@/server/services/newsletter/issues';
import { claimBatch, fillLedger } from '@/server/services/newsletter/send';
import { closeNewsletterTransport, newsletterTransport } from '@/server/services/newsletter/transport';
import { publishDueItem } from '@/server/services/scheduled-publishing';
import { zonedWallTimeToDate } from '@/shared/dates';
import { makeCategory, makeItem } from '../support/content-fixtures';
import { confirmedReaders, mailsTo, settle } from '../support/newsletter';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';

const inbox: ReceivedMail[] = [];
let server: SMTPServer;
// The first delivery to a `busy-` address is refused for now (452), the later ones accepted.
const refusedOnce = new Set<string>();

beforeAll(async () => {
  const started = await startSmtpServer(inbox, 0, (address) => {
    if (address.startsWith('bounce-')) return { code: 550, message: '5.1.1 No such user here' };
    if (address.startsWith('busy-') && !refusedOnce.has(address)) {
      refusedOnce.add(address);
      return { code: 452, message: '4.2.2 Mailbox full, try later' };
    }
    return undefined;
  });
  server = started.server;
  process.env.SMTP_URL = `smtp://127.0.0.1:${started.port}`;
  process.env.MAIL_FROM = 'Darvazeh <news@darvazeh.test>';
  process.env.APP_URL = 'https://darvazeh.test';
  process.env.NEWSLETTER_RATE_PER_MINUTE = '60000';
  process.env.NEWSLETTER_BATCH_SIZE = '7';
  resetEnvForTests();
});

afterAll(async () => {
  await settle();
  closeNewsletterTransport();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function issueRow(id: string) {
  const [row] = await getDb().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row!;
}

/** How many messages each address received. */
function receivedCounts(addresses: string[]): number[] {
  return addresses.map((address) => inbox.filter((mail) => mail.to.includes(address)).length);
}

describe('sending an issue', () => {
  it('suppresses an address its server refuses for good (5xx) and retries one refused for now (4xx) once', async () => {
    const readers = await confirmedReaders(4, { label: 'ok', languages: ['en'] });
    const [bounce] = await confirmedReaders(1, { label: 'bounce', languages: ['en'] });
    const [busy] = await confirmedReaders(1, { label: 'busy', languages: ['en'] });
    const issue = await createIssue({ input: { locale: 'en', subject: 'This week', note: 'Hello' }, by: systemWriter() });
    await sendIssue({ id: issue.id, input: {}, by: systemWriter() });
    // The first run meets the 4xx: the recipient is released and the run fails for the job engine to retry.
    await settle();
    expect(await issueRow(issue.id)).toMatchObject({ status: 'sending', total: 6, failed: 1 });
    await runIssueSend({ issueId: issue.id });

    expect(receivedCounts([...readers.map((r) => r.email), busy!.email])).toEqual([1, 1, 1, 1, 1]);
    expect(receivedCounts([bounce!.email])).toEqual([0]);
    const [suppressed] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, bounce!.id));
    expect(suppressed).toMatchObject({ status: 'suppressed' });
    expect(suppressed!.suppressedReason).toContain('550');
    expect(await issueRow(issue.id)).toMatchObject({ status: 'sent', total: 6, sent: 5, failed: 1 });
  });

  it('after a sender is killed mid-send, a restart sends every recipient never claimed once and nobody twice', async () => {
    const readers = await confirmedReaders(30, { label: 'crash', languages: ['fa'] });
    const issue = await createIssue({ input: { locale: 'fa', subject: 'شمارهٔ آزمایش توقف', note: 'متن' }, by: systemWriter() });
    // The ledger is filled as `sendIssue` fills it, but no send is queued: this test plays the senders.
    await transaction(getDb(), async (tx) => void (await fillLedger(tx, await findIssue(tx, issue.id, { lock: true }))));

    await killSenderMidway(issue.id, readers.length);
    const atDeath = await getDb().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issue.id));
    const stateAtDeath = new Map(atDeath.map((row) => [row.subscriberId, row.status]));
    const claimedAtDeath = readers.filter((reader) => stateAtDeath.get(reader.id) === 'sending');
    const neverClaimed = readers.filter((reader) => stateAtDeath.get(reader.id) === 'pending');
    expect(claimedAtDeath.length).toBeGreaterThan(0);
    expect(neverClaimed.length).toBeGreaterThan(0);
    const receivedAtDeath = receivedCounts(readers.map((reader) => reader.email));

    // The restarted job: everyone never claimed gets it once; a claim the dead sender left is never sent again.
    await runIssueSend({ issueId: issue.id });
    expect(receivedCounts(neverClaimed.map((reader) => reader.email))).toEqual(neverClaimed.map(() => 1));
    const claimedIndexes = claimedAtDeath.map((reader) => readers.indexOf(reader));
    expect(receivedCounts(claimedAtDeath.map((reader) => reader.email))).toEqual(
      claimedIndexes.map((index) => receivedAtDeath[index]),
    );
    expect(Math.max(...receivedCounts(readers.map((reader) => reader.email)))).toBe(1);
    expect(await issueRow(issue.id)).toMatchObject({ status: 'sending', total: 30 });

    // The quarter-hour tick leaves fresh claims alone (a live sender may hold them); once they are
    // stale it counts them failed and ends the issue, still sending nobody twice.
    expect(await finishStalledIssues(new Date())).toBe(0);
    expect(await finishStalledIssues(new Date(Date.now() + 11 * 60_000))).toBe(1);
    const done = await issueRow(issue.id);
    expect(done).toMatchObject({ status: 'sent', total: 30, failed: claimedAtDeath.length });
    expect(done.sent + done.failed).toBe(30);
    expect(Math.max(...receivedCounts(readers.map((reader) => reader.email)))).toBe(1);
  }, 90_000);
});

/**
 * Kills a sender mid-send. On PostgreSQL it is a real process, killed with SIGKILL once a few
 * messages reached the SMTP server. PGlite belongs to this one process, so there the crash is
 * played in it: a batch is claimed, part of it delivered, and nothing after that is recorded.
 */
async function killSenderMidway(issueId: string, readers: number): Promise<void> {
  const { connection } = databaseHandle();
  if (connection.kind === 'pglite') {
    const claimed = await claimBatch(getDb(), issueId, 7);
    for (const reader of claimed.slice(0, 4))
      await newsletterTransport()!.sendMail({ from: 'news@darvazeh.test', to: reader.email, subject: 'x', text: 'x' });
    return;
  }
  const before = inbox.length;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/newsletter-send-process.ts', issueId], {
    // Slow enough (4 a second) to be killed between batches and inside one.
    env: { ...process.env, DATABASE_URL: connection.url, NEWSLETTER_RATE_PER_MINUTE: '240', NEWSLETTER_SMTP_CONNECTIONS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  let running = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((running = false), resolve())));
  const deadline = Date.now() + 60_000;
  while (running && inbox.length - before < 9 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(running, errors).toBe(true);
  child.kill('SIGKILL');
  await exited;
  expect(inbox.length - before).toBeGreaterThanOrEqual(9);
  expect(inbox.length - before).toBeLessThan(readers);
}

describe('each new item', () => {
  it('mails an `each` reader once when an item of their topics and language goes live, and nothing for another topic or language', async () => {
    const category = await makeCategory('Coins news', 'اخبار رمزارز');
    const [fan] = await confirmedReaders(1, {
      label: 'each-fa-articles',
      languages: ['fa'],
      frequency: 'each',
      topics: { types: ['articles'], categories: [], tags: [] },
    });
    const [bookworm] = await confirmedReaders(1, {
      label: 'each-fa-books',
      languages: ['fa'],
      frequency: 'each',
      topics: { types: ['books'], categories: [], tags: [] },
    });
    const [english] = await confirmedReaders(1, { label: 'each-en', languages: ['en'], frequency: 'each' });
    const [otherCategory] = await confirmedReaders(1, {
      label: 'each-fa-category',
      languages: ['fa'],
      frequency: 'each',
      topics: { types: [], categories: ['00000000-0000-4000-8000-000000000000'], tags: [] },
    });
    const [weekly] = await confirmedReaders(1, { label: 'weekly-fa', languages: ['fa'], frequency: 'weekly' });
    // Never confirmed: nothing but its opt-in may ever reach it.
    const [unconfirmed] = await confirmedReaders(1, { label: 'each-pending', languages: ['fa'], frequency: 'each' });
    await getDb()
      .update(newsletterSubscribers)
      .set({ status: 'pending', confirmedAt: null })
      .where(eq(newsletterSubscribers.id, unconfirmed!.id));

    const item = await makeItem({
      publishedAt: new Date(Date.now() - 60_000),
      categoryId: category.id,
      fa: { title: 'اتریوم به‌روز شد' },
    });
    await settle();
    const fanMails = mailsTo(inbox, fan!.email);
    expect(fanMails).toHaveLength(1);
    expect(fanMails[0]!.html).toContain('اتریوم به‌روز شد');
    expect(receivedCounts([bookworm!.email, english!.email, otherCategory!.email, weekly!.email, unconfirmed!.email])).toEqual([
      0, 0, 0, 0, 0,
    ]);

    // Another instance (or a retry) announcing the same item sends nothing more.
    expect(await announceItem({ contentId: item.id })).toBe(0);
    await settle();
    expect(mailsTo(inbox, fan!.email)).toHaveLength(1);
  });

  it('announces a scheduled item when it goes live, once', async () => {
    const [fan] = await confirmedReaders(1, {
      label: 'each-scheduled',
      languages: ['fa'],
      frequency: 'each',
      topics: { types: ['videos'], categories: [], tags: [] },
    });
    const publishedAt = new Date(Date.now() + 1500);
    const item = await makeItem({ type: 'videos', status: 'scheduled', publishedAt, fa: { title: 'ویدیوی زمان‌بندی‌شده' } });
    await settle();
    expect(mailsTo(inbox, fan!.email)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await publishDueItem({ contentId: item.id, publishedAt, by: systemWriter() });
    await publishDueItem({ contentId: item.id, publishedAt, by: systemWriter() });
    await settle();
    const mails = mailsTo(inbox, fan!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain('ویدیوی زمان‌بندی‌شده');
  });
});

describe('the daily digest', () => {
  it('goes out at the digest hour, Tehran time, with what went live since the last one, and skips a day with nothing new', async () => {
    const [fa] = await confirmedReaders(1, { label: 'daily-fa', languages: ['fa'], frequency: 'daily' });
    const [en] = await confirmedReaders(1, { label: 'daily-en', languages: ['en'], frequency: 'daily' });
    const [weekly] = await confirmedReaders(1, { label: 'weekly-fa', languages: ['fa'], frequency: 'weekly' });
    // A Sunday at least two weeks back, so no digest of the real days stands in the way and the
    // week's first day, Saturday, comes six days later.
    let day = new Date(Date.now() - 14 * 24 * 3600_000);
    const weekday = (date: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tehran', weekday: 'short' }).format(date);
    while (weekday(day) !== 'Sun') day = new Date(day.getTime() - 24 * 3600_000);
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(day);
    const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
    const at = (hour: number, minute = 0, plusDays = 0) =>
      zonedWallTimeToDate(get('year'), get('month'), get('day') + plusDays, hour, minute, 'Asia/Tehran');
    await makeItem({ publishedAt: at(6), fa: { title: 'خبر صبح زود' } });
    await makeItem({ publishedAt: at(8, 30), fa: { title: 'خبر پس از ساعت خبرنامه' } });
    await settle();

    expect(await runDigests({ now: at(7, 45) })).toBe(0);
    expect(await runDigests({ now: at(8, 5) })).toBe(1);
    await settle();
    const mails = mailsTo(inbox, fa!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain('خبر صبح زود');
    expect(mails[0]!.html).not.toContain('خبر پس از ساعت خبرنامه');
    expect(mails[0]!.html).toMatch(/دروازه امروز، [۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2}/);
    // No English item: no English digest.
    expect(mailsTo(inbox, en!.email)).toHaveLength(0);
    // Once per day, whoever runs the tick.
    expect(await runDigests({ now: at(9) })).toBe(0);
    // The next day carries what came after the last one.
    expect(await runDigests({ now: at(8, 10, 1) })).toBe(1);
    await settle();
    expect(mailsTo(inbox, fa!.email).at(-1)!.html).toContain('خبر پس از ساعت خبرنامه');
    // The day after, nothing new: skipped.
    expect(await runDigests({ now: at(8, 10, 2) })).toBe(0);
    expect(mailsTo(inbox, weekly!.email)).toHaveLength(0);

    // Saturday, the first day of the Iranian week: the weekly digest, with the whole week's items.
    expect(await runDigests({ now: at(8, 10, 6) })).toBe(1);
    await settle();
    const [week, ...more] = mailsTo(inbox, weekly!.email);
    expect(more).toEqual([]);
    expect(week!.html).toContain('دروازه این هفته');
    expect(week!.html).toContain('خبر صبح زود');
    expect(week!.html).toContain('خبر پس از ساعت خبرنامه');
  });
});
