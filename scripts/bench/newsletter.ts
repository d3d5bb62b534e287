/**
 * The newsletter's figure for `npm run bench`: one Persian issue of the library's five newest
 * items sent to N confirmed subscribers, after a test send, through the product's own path (sendIssue fills the
 * ledger, the send claims batches and hands them to the pooled SMTP transport), to the SMTP
 * server named by SMTP_URL. Runs in a process of its own so its memory is the send's, on the
 * bench's database (DATABASE_URL, or the PGlite in --data-dir); the subscribers and the issue are
 * removed afterwards. Prints one JSON line.
 *   SMTP_URL=smtp://127.0.0.1:2525 node --import tsx scripts/bench/newsletter.ts --subscribers 20000 --data-dir /tmp/x
 */
import { eq, like } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { env } from '../../src/env';
import { boundMemory } from '../lib/bound-memory';
import { flushBackground } from '../../src/server/background';
import { closeDatabase, getDb, openDatabase, setDatabaseHandle } from '../../src/server/db/client';
import { newsletterIssues, newsletterSubscribers } from '../../src/server/db/schema';
import { systemWriter } from '../../src/server/services/context';
import { createIssue, getIssue, itemChoices, sendIssue, testSendIssue } from '../../src/server/services/newsletter';
import { closeNewsletterTransport } from '../../src/server/services/newsletter/transport';

export type NewsletterFigure = {
  subscribers: number;
  sent: number;
  failed: number;
  items: number;
  seconds: number;
  perHour: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  connections: number;
  batchSize: number;
  ratePerMinute: number;
};

const INSERT_CHUNK = 1000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { subscribers: { type: 'string', default: '20000' }, 'data-dir': { type: 'string' } } });
  const subscribers = Number(values.subscribers);
  if (!process.env.SMTP_URL) throw new Error('SMTP_URL names the SMTP server to send to');
  // An instance sends with the start script's memory bounds; so does this measurement of it.
  boundMemory(env());
  setDatabaseHandle(openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: values['data-dir'] }));
  const db = getDb();
  const prefix = `bench-newsletter-${process.pid}-`;
  const confirmedAt = new Date();
  for (let start = 0; start < subscribers; start += INSERT_CHUNK) {
    const rows = Array.from({ length: Math.min(INSERT_CHUNK, subscribers - start) }, (_, i) => ({
      email: `${prefix}${start + i}@example.com`,
      languages: ['fa' as const],
      frequency: 'weekly' as const,
      locale: 'fa' as const,
      status: 'confirmed' as const,
      confirmedAt,
      source: 'import' as const,
    }));
    await db.insert(newsletterSubscribers).values(rows);
  }
  const items = (await itemChoices('fa', [], db)).slice(0, 5);
  const by = systemWriter('fa');
  const issue = await createIssue({ input: { locale: 'fa', subject: 'تازه‌های هفته', note: 'پنج نوشتهٔ تازهٔ این هفته.', item_ids: items.map((item) => item.id) }, by }, db);
  try {
    // As an editor does before sending: one test to an address of the sink, which also renders the
    // issue and opens the SMTP pool once, so what is measured is the send itself.
    await testSendIssue({ id: issue.id, input: { email: `${prefix}test@example.com` }, by }, db);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
    const started = performance.now();
    await sendIssue({ id: issue.id, input: {}, by }, db);
    // Without the job engine the send runs in this process's background, as `npm start` does on one box.
    await flushBackground();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const done = await getIssue({ id: issue.id }, db);
    const mb = (value: number) => Math.round(value / 1024 / 1024);
    const figure: NewsletterFigure = {
      subscribers,
      sent: done.sent,
      failed: done.failed,
      items: items.length,
      seconds: Math.round(seconds * 10) / 10,
      perHour: Math.round((done.sent / seconds) * 3600),
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(rssPeak),
      connections: env().NEWSLETTER_SMTP_CONNECTIONS,
      batchSize: env().NEWSLETTER_BATCH_SIZE,
      ratePerMinute: env().NEWSLETTER_RATE_PER_MINUTE,
    };
    console.log(JSON.stringify(figure));
  } finally {
    closeNewsletterTransport();
    await db.delete(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    await db.delete(newsletterSubscribers).where(like(newsletterSubscribers.email, `${prefix}%`));
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
