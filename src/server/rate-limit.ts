import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '@/env';
import { redisPrefix } from '@/server/page-cache/tag-store.ts';
import { RateLimitedError } from '@/server/errors';
import type { LimiterName } from '@/shared/api/limiters';

/** Named limits: `points` attempts per `duration` seconds. */
const definitions = {
  // Guessing from one address is bounded per account; the account-wide ceiling is slower, so a
  // stranger needs many addresses to reach it (docs/adr/0009-login-throttling.md).
  loginAccountAddress: { points: 5, duration: 15 * 60 },
  loginAccount: { points: 50, duration: 60 * 60 },
  loginIp: { points: 20, duration: 15 * 60 },
  register: { points: 5, duration: 60 * 60 },
  passwordReset: { points: 3, duration: 15 * 60 },
  verificationResend: { points: 3, duration: 15 * 60 },
  contact: { points: 5, duration: 60 * 60 },
  comment: { points: 10, duration: 10 * 60 },
  // Each passkey sign-in start stores a challenge row: bounded per address so nobody can flood the table.
  passkeyOptions: { points: 30, duration: 60 },
  // Each accepted subscription mails an opt-in: bounded per address so the form cannot be used to flood inboxes.
  newsletter: { points: 5, duration: 60 * 60 },
} as const satisfies Record<LimiterName, { points: number; duration: number }>;

export type { LimiterName };

type State = { prefix: string; limiters: Map<LimiterName, RateLimiterAbstract>; redis?: Redis; connected?: Promise<void> };

const STATE = Symbol.for('darvazeh.rate-limits');
type Global = typeof globalThis & { [STATE]?: State };

function state(): State {
  const global = globalThis as Global;
  global[STATE] ??= { prefix: `${redisPrefix()}:rl`, limiters: new Map() };
  return global[STATE];
}

/** How long the first attempts wait for Redis before counting in the insurance limiter. */
const CONNECT_WAIT_MS = 2000;

function redisClient(current: State, url: string): Redis {
  // Without the offline queue a Redis outage fails fast into the insurance limiter instead of
  // holding every sign-in until Redis returns.
  if (current.redis) return current.redis;
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // ioredis retries forever and reports each failure; one line per outage is enough.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.error('[rate-limit] Redis unreachable, using per-instance limits until it returns:', error.message);
  });
  redis.on('ready', () => {
    reported = false;
  });
  current.redis = redis;
  // Commands sent while the first connection is still being made would fall through to the
  // insurance limiter and be forgotten once Redis answers: the first attempts wait for it, briefly.
  current.connected = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_WAIT_MS);
    timer.unref();
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
  });
  return redis;
}

function limiter(name: LimiterName): RateLimiterAbstract {
  const current = state();
  const existing = current.limiters.get(name);
  if (existing) return existing;
  const { points, duration } = definitions[name];
  const keyPrefix = `${current.prefix}:${name}`;
  const url = env().REDIS_URL;
  const created = url
    ? new RateLimiterRedis({
        storeClient: redisClient(current, url),
        keyPrefix,
        points,
        duration,
        // Limits keep holding per instance while Redis is unreachable.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      })
    : new RateLimiterMemory({ keyPrefix, points, duration });
  current.limiters.set(name, created);
  return created;
}

/** Counts one attempt against `name` for `key`; over the limit → RateLimitedError (429 + Retry-After). */
export async function consumeLimit(name: LimiterName, key: string): Promise<void> {
  const counter = limiter(name);
  await state().connected;
  try {
    await counter.consume(key.toLowerCase());
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new RateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
    throw rejection;
  }
}

/** Gives back one attempt counted for `key` (a success should not use up a shared address's budget). */
export async function refundLimit(name: LimiterName, key: string): Promise<void> {
  await limiter(name).reward(key.toLowerCase(), 1);
}

/** Forgets the attempts counted for `key` (a successful sign-in clears the account's failures). */
export async function resetLimit(name: LimiterName, key: string): Promise<void> {
  await limiter(name).delete(key.toLowerCase());
}

/**
 * Tests only: drops every counter by starting over under a fresh key prefix, so test files and
 * repeated runs against one Redis never see each other's counts.
 */
export function resetRateLimitsForTests(prefix = `darvazeh:test:${randomBytes(6).toString('hex')}`): void {
  const current = state();
  current.prefix = prefix;
  current.limiters.clear();
}

/** Closes the Redis connection, if one was opened (tests and graceful shutdown). */
export async function closeRateLimits(): Promise<void> {
  const current = state();
  current.limiters.clear();
  const redis = current.redis;
  current.redis = undefined;
  current.connected = undefined;
  if (!redis) return;
  // QUIT waits for a connection that may never come; an unreachable client is just dropped.
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
