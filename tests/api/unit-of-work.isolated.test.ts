import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as createWebhookRoute } from '@/app/api/manager/webhooks/route';
import { POST as startImportRoute } from '@/app/api/manager/import/wordpress/route';
import { databaseHandle, getDb } from '@/server/db/client';
import { contents, webhookDeliveries } from '@/server/db/schema';
import { afterCommit, onRollback, transaction } from '@/server/db/unit-of-work';
import { startJobs, stopJobs } from '@/server/jobs';
import { createContent } from '@/server/services/content';
import { systemWriter } from '@/server/services/context';
import { notifyUsers, onUnreadChange } from '@/server/services/notifications';
import { importQueue } from '@/server/services/portability/run-import-job';
import { checkTicketAttachment } from '@/server/services/tickets';
import { storeTicketAttachment } from '@/server/services/tickets/attachments';
import { scheduledPublishingQueues } from '@/server/services/scheduled-publishing';
import { sweepPendingDeliveries, webhookQueue } from '@/server/services/webhooks/deliver';
import { setStorage } from '@/server/storage';
import { localDiskStorage } from '@/server/storage/local-disk';
import type { ImportRunJson } from '@/shared/schemas/portability';
import type { CreatedWebhookEndpointJson } from '@/shared/schemas/webhooks';
import { registerUser } from '../support/accounts';
import { json, routeParams } from '../support/http';
import { as, managerCast, type ManagerCast } from '../support/manager';
import { finishedImport, uploadImportFile, wordpressFixtures } from '../support/portability';
import { pngBytes } from '../support/tickets';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// The receiver listens on loopback, which only the operator's allowance opens.
vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
});

/** Every PURGE the page cache sends its reverse proxy: a purge is an effect outside the database. */
const purges: string[] = [];
let proxy: Server;
let receiver: WebhookReceiver;
let cast: ManagerCast;
let endpoint: CreatedWebhookEndpointJson;
const uploads = mkdtempSync(path.join(tmpdir(), 'darvazeh-unit-of-work-'));

/** The job engine's rows of these queues, in any state. */
async function jobsOf(...queues: string[]): Promise<number> {
  const result = await getDb().execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name in (${sql.join(
      queues.map((queue) => sql`${queue}`),
      sql`, `,
    )})`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

async function deliveries(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
  return row!.n;
}

function storedFiles(): string[] {
  return readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const article = (title: string) => ({
  type: 'articles' as const,
  input: { status: 'published', translations: { en: { title, excerpt: '', body: '<p>Text</p>' } } },
  by: systemWriter(),
});

/** What other instances hear over Redis (when REDIS_URL is set, as in CI): the badge's messages. */
const redisMessages: string[] = [];
let redis: Redis | undefined;

beforeAll(async () => {
  if (process.env.REDIS_URL) {
    redis = new Redis(process.env.REDIS_URL);
    redis.on('pmessage', (_pattern: string, _channel: string, message: string) => redisMessages.push(message));
    await redis.psubscribe('*notifications:unread');
  }
  proxy = createServer((request, response) => {
    purges.push(`${request.method} ${request.headers['xkey-purge'] ?? ''}`);
    response.end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  process.env.PURGE_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`;
  setStorage(localDiskStorage(uploads));
  receiver = await startWebhookReceiver();
  await startJobs(
    databaseHandle(),
    [importQueue(), webhookQueue({ retryDelay: 1, retryLimit: 1 }), ...scheduledPublishingQueues()],
    { pollingIntervalSeconds: 0.5 },
  );
  cast = await managerCast();
  const created = await createWebhookRoute(
    as(cast.boss, '/api/manager/webhooks', {
      method: 'POST',
      body: { url: receiver.url('/hook'), events: ['content.published'] },
    }),
    routeParams({}),
  );
  endpoint = (await json<{ data: CreatedWebhookEndpointJson }>(created)).data;
}, 120_000);

afterAll(async () => {
  await redis?.quit();
  await stopJobs();
  await receiver.close();
  await new Promise((resolve) => proxy.close(resolve));
  delete process.env.PURGE_URL;
  setStorage(undefined);
  rmSync(uploads, { recursive: true, force: true });
});

describe('the unit of work', () => {
  it('runs effects once after the outermost commit, drops them with a rollback, and a rolled-back savepoint drops only its own', async () => {
    const ran: string[] = [];
    await transaction(getDb(), async () => {
      await afterCommit(() => ran.push('outer'));
      await transaction(getDb(), async () => {
        await afterCommit(() => ran.push('kept savepoint'));
      });
      await transaction(getDb(), async () => {
        await afterCommit(() => ran.push('dropped savepoint'));
        onRollback(() => ran.push('undone savepoint'));
        throw new Error('undo this part');
      }).catch(() => undefined);
      expect(ran).toEqual(['undone savepoint']);
    });
    expect(ran).toEqual(['undone savepoint', 'outer', 'kept savepoint']);

    await expect(
      transaction(getDb(), async () => {
        await afterCommit(() => ran.push('never'));
        onRollback(() => ran.push('undone'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(ran.slice(3)).toEqual(['undone']);
  });

  it('a write rolled back by its caller leaves no purge, webhook delivery, job, badge signal or stored file', async () => {
    const reader = await registerUser();
    const heardOfReader = () => redisMessages.filter((message) => message.includes(reader.id)).length;
    // Registering sends the welcome notification: heard before the part that rolls back.
    if (redis) await waitFor(() => heardOfReader() === 1, 'the welcome notification');
    const signals: string[] = [];
    const stopListening = onUnreadChange(reader.id, () => signals.push('unread'));
    const [before, purgesBefore, jobsBefore] = [await deliveries(), purges.length, await jobsOf('webhook-delivery')];
    const attachment = await checkTicketAttachment(await pngBytes(), 'shot.png');

    await expect(
      transaction(getDb(), async (tx) => {
        await createContent(article('Announced, then rolled back'));
        await notifyUsers(tx, [reader.id], { title: { fa: 'آزمون', en: 'Test' }, text: { fa: 'آزمون', en: 'Test' } });
        await storeTicketAttachment(tx, attachment, reader.id);
        expect(storedFiles()).toHaveLength(1);
        throw new Error('the caller fails after the verbs');
      }),
    ).rejects.toThrow('the caller fails');

    expect(await deliveries()).toBe(before);
    expect(await jobsOf('webhook-delivery')).toBe(jobsBefore);
    expect(purges.length).toBe(purgesBefore);
    expect(storedFiles()).toEqual([]);
    // Other listeners may fire; this reader's badge heard of nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(signals).toEqual([]);
    if (redis) expect(heardOfReader()).toBe(1);
    // The same notification committed is heard, here and (with REDIS_URL) by the other instances.
    await notifyUsers(getDb(), [reader.id], { title: { fa: 'آزمون', en: 'Test' }, text: { fa: 'آزمون', en: 'Test' } });
    expect(signals).toEqual(['unread']);
    if (redis) await waitFor(() => heardOfReader() === 2, 'the Redis message');
    stopListening();
  });

  it('a committed write purges once, and its webhook delivery is queued with it and sent', async () => {
    const [purgesBefore, received] = [purges.length, receiver.received('/hook').length];
    await createContent(article('Announced once'));
    expect(purges.length).toBeGreaterThan(purgesBefore);
    await waitFor(() => receiver.received('/hook').length === received + 1, 'the delivery');
    // The proxy is told twice, the second time a moment later (page-cache/proxy-purge.ts).
    await waitFor(() => purges.slice(purgesBefore).length === 2, 'the repeated purge');
  });

  it('a dry-run import through the import screen writes nothing and announces nothing', async () => {
    const [items, before, purgesBefore, jobsBefore] = [
      await getDb().select({ n: count() }).from(contents),
      await deliveries(),
      purges.length,
      await jobsOf('webhook-delivery', 'content-due'),
    ];
    const file = (
      await json<{ data: { id: string } }>(await uploadImportFile(cast.boss, path.join(wordpressFixtures, 'polylang-fa-en.xml')))
    ).data;
    const started = await startImportRoute(
      as(cast.boss, '/api/manager/import/wordpress', { method: 'POST', body: { file_id: file.id, dry_run: true } }),
      routeParams({}),
    );
    expect(started.status).toBe(202);
    const done = await finishedImport(cast.boss, (await json<{ data: ImportRunJson }>(started)).data.id);
    expect(done.status).toBe('done');
    expect(done.written).toBeGreaterThan(0);
    expect(await getDb().select({ n: count() }).from(contents)).toEqual(items);
    expect(await deliveries()).toBe(before);
    expect(await jobsOf('webhook-delivery', 'content-due')).toBe(jobsBefore);
    expect(purges.slice(purgesBefore)).toEqual([]);
  }, 120_000);

  it('a delivery left pending without a job (a CLI import, a script) is sent by the sweep', async () => {
    const received = receiver.received('/hook').length;
    const [row] = await getDb()
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        eventId: 'msg_left_pending',
        eventType: 'content.published',
        payload: { id: 'x' },
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning({ id: webhookDeliveries.id });
    expect(await sweepPendingDeliveries()).toBe(1);
    await waitFor(() => receiver.received('/hook').length === received + 1, 'the swept delivery');
    // The receiver hears the request before the worker records its answer.
    const statusOf = async () =>
      (await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id)))[0]!.status;
    await waitFor(async () => (await statusOf()) !== 'pending', 'the delivery recorded');
    expect(await statusOf()).toBe('succeeded');
    // Queued once: a second sweep finds its job.
    expect(await sweepPendingDeliveries()).toBe(0);
  });
});
