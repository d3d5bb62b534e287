import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { redisPrefix } from '@/server/page-cache/tag-store.ts';

type Change = readonly string[] | '*';
type Broadcast = { userIds: Change; origin: string };

type State = { emitter: EventEmitter; origin: string; publisher?: Redis; subscriber?: Redis };

const STATE = Symbol.for('darvazeh.notification-events');
type Global = typeof globalThis & { [STATE]?: State };

function state(): State {
  const global = globalThis as Global;
  if (!global[STATE]) {
    const emitter = new EventEmitter();
    // One listener per open badge stream.
    emitter.setMaxListeners(0);
    global[STATE] = { emitter, origin: `${process.pid}-${Math.random().toString(36).slice(2)}` };
  }
  return global[STATE];
}

function channel(): string {
  return `${redisPrefix()}:notifications:unread`;
}

let hasReportedFailure = false;
function reportFailure(error: Error): void {
  if (hasReportedFailure) return;
  hasReportedFailure = true;
  console.error('[notifications] Redis unreachable; other instances see new notifications by their slow poll:', error.message);
}

/**
 * With REDIS_URL, badge streams on every instance hear of a change within milliseconds through
 * Redis pub/sub; the subscription opens with the first stream on this instance.
 */
function subscribe(current: State, url: string): void {
  if (current.subscriber) return;
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  subscriber.on('error', reportFailure);
  subscriber.on('ready', () => {
    hasReportedFailure = false;
    void subscriber.subscribe(channel()).catch(reportFailure);
  });
  subscriber.on('message', (received: string, message: string) => {
    if (received !== channel()) return;
    try {
      const { userIds, origin } = JSON.parse(message) as Broadcast;
      if (origin !== current.origin && (userIds === '*' || Array.isArray(userIds))) current.emitter.emit('change', userIds);
    } catch {
      // Not ours: ignore.
    }
  });
  current.subscriber = subscriber;
}

function publish(current: State, url: string, userIds: Change): void {
  current.publisher ??= new Redis(url, { maxRetriesPerRequest: 1 }).on('error', reportFailure);
  const message: Broadcast = { userIds, origin: current.origin };
  current.publisher.publish(channel(), JSON.stringify(message)).catch(reportFailure);
}

/**
 * Signals that some users' unread counts changed, so badge streams answer at once: in this
 * process, and on every instance through Redis when REDIS_URL is set. `'*'` means "everyone may
 * have changed" (a notification to all users or to a role).
 */
export function announceUnreadChange(userIds: Change): void {
  const current = state();
  current.emitter.emit('change', userIds);
  const url = process.env.REDIS_URL;
  if (url) publish(current, url, userIds);
}

/** Opens the Redis subscription at start, so the first badge stream hears changes from its first moment. */
export function listenForUnreadChanges(): void {
  const url = process.env.REDIS_URL;
  if (url) subscribe(state(), url);
}

/** Calls `listener` when `userId`'s unread count may have changed; returns the unsubscribe. */
export function onUnreadChange(userId: string, listener: () => void): () => void {
  const current = state();
  const url = process.env.REDIS_URL;
  if (url) subscribe(current, url);
  const handler = (userIds: Change) => {
    if (userIds === '*' || userIds.includes(userId)) listener();
  };
  current.emitter.on('change', handler);
  return () => current.emitter.off('change', handler);
}
