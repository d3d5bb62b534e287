/**
 * When each cache tag was last revalidated, shared by every instance.
 *
 * Next's page cache keeps its revalidated tags in the process, so a write on one instance left the
 * others serving the old page. Here a revalidation is recorded in Redis (a hash, for instances
 * that start later or lose their connection) and broadcast on a channel, so every instance's
 * page cache drops the page within milliseconds. Without REDIS_URL the record stays in the
 * process: one box works exactly as before.
 *
 * This file is loaded both by Next's cache handler (plain Node, outside the bundle) and by the
 * bundled server code, so it imports nothing but Node and ioredis, and its state lives on
 * globalThis: both copies share one store.
 */
import { Redis } from 'ioredis';

/** Invalidations published by other instances, as sent on the channel. */
type Broadcast = { tags: string[]; origin: string };

export type TagStore = {
  /** Records that `tags` changed now, here and on every instance. */
  expire(tags: readonly string[]): Promise<void>;
  /** Whether any of `tags` changed after (or just before) an entry stored at `storedAt`. */
  isExpired(tags: readonly string[], storedAt: number): boolean;
  close(): Promise<void>;
};

/**
 * A render that read the database just before a write commits may be stored just after the
 * revalidation arrives; entries stored within this margin after a tag changed count as stale too,
 * so such a page is rendered once more instead of being served until the next change.
 */
export const SETTLE_MS = 2000;

const STORE = Symbol.for('darvazeh.page-cache.tag-store');
type Global = typeof globalThis & { [STORE]?: TagStore };

/** The key prefix of everything the app keeps in Redis (a test run or a second site sets its own). */
export function redisPrefix(): string {
  return process.env.REDIS_PREFIX || 'darvazeh';
}

function createLocalTimes(): { times: Map<string, number>; mark(tags: readonly string[], at: number): void } {
  const times = new Map<string, number>();
  return {
    times,
    mark(tags, at) {
      for (const tag of tags) times.set(tag, Math.max(times.get(tag) ?? 0, at));
    },
  };
}

function expiredIn(times: Map<string, number>, tags: readonly string[], storedAt: number): boolean {
  return tags.some((tag) => {
    const at = times.get(tag);
    return at !== undefined && at + SETTLE_MS > storedAt;
  });
}

function createMemoryStore(): TagStore {
  const local = createLocalTimes();
  return {
    async expire(tags) {
      local.mark(tags, Date.now());
    },
    isExpired: (tags, storedAt) => expiredIn(local.times, tags, storedAt),
    close: async () => undefined,
  };
}

function createRedisStore(url: string): TagStore {
  const prefix = redisPrefix();
  const hashKey = `${prefix}:page-cache:tags`;
  const channel = `${prefix}:page-cache:expire`;
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const local = createLocalTimes();
  const commands = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  let reported = false;
  const report = (error: Error) => {
    if (reported) return;
    reported = true;
    console.error('[page-cache] Redis unreachable; pages change on other instances only when it returns:', error.message);
  };
  commands.on('error', report);
  subscriber.on('error', report);

  // Catch up on every (re)connection: revalidations sent while this instance was away are in
  // the hash. A received time counts from this clock, so instances need not agree on the time.
  const catchUp = async () => {
    const recorded = await commands.hgetall(hashKey);
    const now = Date.now();
    for (const [tag, at] of Object.entries(recorded)) local.mark([tag], Math.min(Number(at), now));
  };
  subscriber.on('ready', () => {
    reported = false;
    void subscriber.subscribe(channel).then(catchUp).catch(report);
  });
  subscriber.on('message', (received: string, message: string) => {
    if (received !== channel) return;
    try {
      const { tags, origin: sender } = JSON.parse(message) as Broadcast;
      if (sender !== origin && Array.isArray(tags)) local.mark(tags, Date.now());
    } catch {
      // Not ours: ignore.
    }
  });

  return {
    async expire(tags) {
      if (tags.length === 0) return;
      const now = Date.now();
      local.mark(tags, now);
      const message: Broadcast = { tags: [...tags], origin };
      await commands
        .multi()
        .hset(hashKey, Object.fromEntries(tags.map((tag) => [tag, String(now)])))
        .publish(channel, JSON.stringify(message))
        .exec()
        .catch(report);
    },
    isExpired: (tags, storedAt) => expiredIn(local.times, tags, storedAt),
    async close() {
      subscriber.disconnect();
      await commands.quit().catch(() => undefined);
    },
  };
}

/** The process's tag store: Redis-backed when REDIS_URL is set. */
export function tagStore(): TagStore {
  const global = globalThis as Global;
  if (!global[STORE]) {
    const url = process.env.REDIS_URL;
    global[STORE] = url ? createRedisStore(url) : createMemoryStore();
  }
  return global[STORE];
}

/** Forgets the process's store (tests switch between Redis and memory). */
export async function resetTagStore(): Promise<void> {
  const global = globalThis as Global;
  const current = global[STORE];
  delete global[STORE];
  await current?.close();
}
