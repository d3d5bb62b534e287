import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { env } from '@/env';
import { getDb } from '@/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import { areJobsRunning, enqueueOrRun, queueWhereMissing, sweepRange, type JobQueue } from '@/server/jobs';
import { unseal } from '@/server/auth/secret-box';
import { sendSigned } from './send';

export const WEBHOOK_QUEUE = 'webhook-delivery';

/** The Standard Webhooks body: the event's type, when it happened, and what it is about. */
function messageBody(delivery: typeof webhookDeliveries.$inferSelect): string {
  return JSON.stringify({ type: delivery.eventType, timestamp: delivery.createdAt.toISOString(), data: delivery.payload });
}

/**
 * One attempt at one delivery, its outcome written on the row. A 2xx is success; anything else
 * (another status, a redirect, a refused address, no answer) throws so the job engine retries it,
 * until `retryLimit` retries have been spent and the row is marked failed. A delivery no longer
 * pending (sent, given up, or its endpoint deleted) is left alone, whichever worker holds the job.
 */
export async function attemptDelivery(
  { deliveryId }: { deliveryId: string },
  { retryLimit }: { retryLimit: number },
): Promise<void> {
  const db = getDb();
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  // Gone with its endpoint: its job was queued with it, in the same transaction (ADR 0025).
  if (!row) return;
  if (row.delivery.status !== 'pending') return;
  if (!row.endpoint.enabled) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'the endpoint is disabled' })
      .where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const secret = await unseal(db, row.endpoint.secretCiphertext, row.endpoint.id);
  const started = performance.now();
  let responseStatus: number | null = null;
  let error: string | null = null;
  try {
    responseStatus = await sendSigned({
      url: row.endpoint.url,
      secret,
      messageId: row.delivery.eventId,
      body: messageBody(row.delivery),
    });
    if (responseStatus >= 300 && responseStatus < 400) error = `answered ${responseStatus}: redirects are not followed`;
    else if (responseStatus < 200 || responseStatus >= 300) error = `answered ${responseStatus}`;
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const responseTimeMs = Math.round(performance.now() - started);
  const attempts = row.delivery.attempts + 1;
  const outcome = error === null ? 'succeeded' : attempts > retryLimit ? 'failed' : 'pending';
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseStatus,
      responseTimeMs,
      lastError: error,
      ...(outcome === 'succeeded' ? { deliveredAt: new Date() } : {}),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (outcome === 'pending') throw new Error(`webhook delivery ${deliveryId}: ${error}`);
}

/** The retry policy of the operator (WEBHOOK_RETRY_*), or a test's shorter one. */
function retryPolicy(overrides: { retryDelay?: number; retryLimit?: number } = {}) {
  return {
    retryDelay: overrides.retryDelay ?? env().WEBHOOK_RETRY_DELAY_SECONDS,
    retryLimit: overrides.retryLimit ?? env().WEBHOOK_RETRY_LIMIT,
  };
}

/**
 * The delivery queue: one job per delivery, keyed by its id, so a redelivery asked for while the
 * delivery is still queued or retrying adds nothing; pg-boss hands each job to one worker of one
 * instance, and backs off between retries.
 */
export function webhookQueue(overrides: { retryDelay?: number; retryLimit?: number } = {}): JobQueue {
  const { retryDelay, retryLimit } = retryPolicy(overrides);
  return {
    name: WEBHOOK_QUEUE,
    policy: 'exclusive',
    retryLimit,
    retryDelay,
    retryDelayMax: 3600,
    handle: (data) => attemptDelivery({ deliveryId: String(data.deliveryId) }, { retryLimit }),
  };
}

/**
 * Hands deliveries to the job engine in the caller's unit of work, so a delivery's job exists
 * exactly when its row does. Without the job engine (one-off scripts, tests that do not start it)
 * each is attempted once, in place, after the commit; one still pending then is taken by the sweep.
 */
export async function dispatchDeliveries(deliveries: readonly { id: string; endpointId: string }[]): Promise<void> {
  for (const { id, endpointId } of deliveries) {
    await enqueueOrRun(WEBHOOK_QUEUE, { deliveryId: id, endpointId }, id, () =>
      attemptDelivery({ deliveryId: id }, { retryLimit: 0 }),
    );
  }
}

/**
 * Queues the pending deliveries that have no job (made by a CLI import, or by a script, while no
 * job engine ran): without it they would wait forever, and redelivery refuses a pending one.
 */
export async function sweepPendingDeliveries(now: Date = new Date()): Promise<number> {
  if (!areJobsRunning()) return 0;
  const { from, to } = sweepRange(now);
  const pending = await getDb()
    .select({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), gt(webhookDeliveries.createdAt, from), lt(webhookDeliveries.createdAt, to)))
    .limit(1000);
  return queueWhereMissing(WEBHOOK_QUEUE, pending, (row) => ({ deliveryId: row.id, endpointId: row.endpointId }));
}

export const WEBHOOK_SWEEP_QUEUE = 'webhook-delivery-sweep';

/** Every five minutes, on one instance. */
export function webhookSweepQueue(): JobQueue {
  return {
    name: WEBHOOK_SWEEP_QUEUE,
    policy: 'exclusive',
    cron: '*/5 * * * *',
    retryLimit: 0,
    retryDelay: 60,
    retryDelayMax: 60,
    handle: async () => void (await sweepPendingDeliveries()),
  };
}
