import { fromPglite, PgBoss, type Job } from 'pg-boss';
import { runInBackground } from '@/server/background';
import { sql } from 'drizzle-orm';
import { getDb, type DatabaseHandle } from '@/server/db/client';
import { afterCommit, jobExecutor } from '@/server/db/unit-of-work';
import { report } from '@/server/observability/hooks';

/**
 * Durable background work on pg-boss, in the application's own database: PostgreSQL when
 * DATABASE_URL is set, the embedded PGlite otherwise (pg-boss's own adapter). A job is a row, so
 * it survives a restart; a job is claimed with SKIP LOCKED, so of N instances exactly one runs it;
 * a failed job comes back after an exponential backoff. See docs/adr/0008-background-jobs.md.
 */
export type JobQueue = {
  name: string;
  /** Attempts after the first failure before the job is given up (kept as `failed`). */
  retryLimit: number;
  /** Seconds before the first retry; each later retry waits about twice as long, up to `retryDelayMax`. */
  retryDelay: number;
  retryDelayMax: number;
  /** `exclusive`: a job sent with a key while another with that key is queued or running is dropped. */
  policy?: 'standard' | 'exclusive';
  /** A cron expression: pg-boss sends one job per occurrence across every instance (its schedules are cluster-wide). */
  cron?: string;
  handle: (data: Record<string, unknown>) => Promise<void>;
};

type JobsState = { boss: PgBoss; queues: Set<string> };
const STATE = Symbol.for('darvazeh.jobs');
type Global = typeof globalThis & { [STATE]?: JobsState };

/**
 * Starts the job engine on `handle` and a worker for each queue (once per process). A job queued
 * wakes the workers when its transaction commits (PostgreSQL's LISTEN/NOTIFY, on every instance;
 * PGlite delivers it in-process): an import, an export or a mail starts at once rather than at the
 * next poll. Polling stays at `pollingIntervalSeconds` for what no insert announces: a job whose
 * `startAfter` or retry delay comes due.
 */
export async function startJobs(handle: DatabaseHandle, queues: JobQueue[], { pollingIntervalSeconds = 2 } = {}): Promise<void> {
  const global = globalThis as Global;
  if (global[STATE]) return;
  const boss =
    handle.connection.kind === 'postgres'
      ? new PgBoss({ connectionString: handle.connection.url, max: 3, useListenNotify: true })
      : new PgBoss({ db: fromPglite(handle.connection.client), backend: 'pglite', useListenNotify: true });
  boss.on('error', (error: Error) => console.error('[jobs]', error.message));
  // pg-boss installs and upgrades its own schema under its own advisory lock.
  await boss.start();
  for (const queue of queues) {
    const options = {
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelay,
      retryBackoff: true,
      retryDelayMax: queue.retryDelayMax,
      notify: true,
    };
    if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, options);
    else await boss.createQueue(queue.name, { ...options, policy: queue.policy ?? 'standard' });
    const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds };
    await boss.work(queue.name, polling, async (jobs: Job<Record<string, unknown>>[]) => {
      for (const job of jobs) {
        try {
          await queue.handle(job.data);
          report().jobFinished?.(queue.name, true);
        } catch (error) {
          report().jobFinished?.(queue.name, false);
          throw error;
        }
      }
    });
  }
  // Schedules are stored once per name: every instance saying so is one schedule, not one each.
  for (const queue of queues) if (queue.cron) await boss.schedule(queue.name, queue.cron);
  global[STATE] = { boss, queues: new Set(queues.map((queue) => queue.name)) };
}

/** True once startJobs ran in this process (with `queue` among its queues, when named): work can be queued instead of done in place. */
export function areJobsRunning(queue?: string): boolean {
  const current = (globalThis as Global)[STATE];
  return Boolean(current) && (queue === undefined || current!.queues.has(queue));
}

/**
 * Queues one job; `key` makes a second send of the same work a no-op while the first is pending,
 * `startAfter` holds it until then. Inside a unit of work the job is a row of its transaction
 * (pg-boss's `db` option): it exists if and only if the write that queued it commits (ADR 0025).
 */
export async function enqueueJob(
  queue: string,
  data: Record<string, unknown>,
  key?: string,
  { startAfter }: { startAfter?: Date } = {},
): Promise<void> {
  const current = (globalThis as Global)[STATE];
  if (!current?.queues.has(queue)) throw new Error(`job queue ${queue} is not running`);
  const db = jobExecutor();
  await current.boss.send(queue, data, {
    ...(key ? { singletonKey: key } : {}),
    ...(startAfter ? { startAfter } : {}),
    ...(db ? { db } : {}),
  });
}

/**
 * Queues a job where the engine runs; where it does not (one-off scripts, tests that do not start
 * it), runs `inPlace` in the background once the current unit of work has committed.
 */
export async function enqueueOrRun(
  queue: string,
  data: Record<string, unknown>,
  key: string | undefined,
  inPlace: () => Promise<unknown>,
): Promise<void> {
  // An engine started without this queue (a test of other queues) does not take it: done in place.
  if (areJobsRunning(queue)) await enqueueJob(queue, data, key);
  else await afterCommit(() => runInBackground(queue, inPlace));
}

/** Jobs per queue by state, for the metrics (pg-boss's own counts). */
export type QueueCounts = { name: string; queued: number; active: number; deferred: number; failed: number };

export async function jobQueueCounts(): Promise<QueueCounts[]> {
  const current = (globalThis as Global)[STATE];
  if (!current) return [];
  const counts: QueueCounts[] = [];
  for (const name of current.queues) {
    const queue = await current.boss.getQueue(name);
    if (queue)
      counts.push({
        name,
        queued: queue.queuedCount,
        active: queue.activeCount,
        deferred: queue.deferredCount,
        failed: queue.failedCount,
      });
  }
  return counts;
}

/**
 * The first step of a graceful shutdown: the workers take no new job (the ones in hand go on, and
 * `stopJobs` waits for them); jobs can still be queued, since a request finishing during the drain
 * may send mail.
 */
export async function pauseJobs(): Promise<void> {
  const current = (globalThis as Global)[STATE];
  if (!current) return;
  await Promise.all([...current.queues].map((name) => current.boss.offWork(name, { wait: false }).catch(() => undefined)));
}

/** Stops the workers, letting the jobs in hand finish within `timeoutMs` (graceful shutdown, tests). */
export async function stopJobs(timeoutMs = 10_000): Promise<void> {
  const global = globalThis as Global;
  const current = global[STATE];
  global[STATE] = undefined;
  await current?.boss.stop({ graceful: true, timeout: Math.max(1000, timeoutMs) });
}

/** A sweep looks at rows at least this old (their own job had time to be queued) and at most this old. */
export const SWEEP_WINDOW = { afterMs: 5 * 60_000, withinMs: 2 * 24 * 3600_000 };

/** The creation times a sweep looks at, before `now`. */
export function sweepRange(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - SWEEP_WINDOW.withinMs), to: new Date(now.getTime() - SWEEP_WINDOW.afterMs) };
}

/**
 * Queues a job for each row whose id never had one of `queue`, in any state (written while the
 * engine was not running, by a script or an instance that stopped between a commit and its
 * after-commit work); answers how many were queued.
 */
export async function queueWhereMissing<R extends { id: string }>(queue: string, rows: readonly R[], dataOf: (row: R) => Record<string, unknown>): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await getDb().execute<{ key: string }>(
    sql`select singleton_key as key from pgboss.job where name = ${queue} and singleton_key in (${sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    )})`,
  );
  const queued = new Set(result.rows.map((row) => row.key));
  const missing = rows.filter((row) => !queued.has(row.id));
  for (const row of missing) await enqueueJob(queue, dataOf(row), row.id);
  return missing.length;
}
