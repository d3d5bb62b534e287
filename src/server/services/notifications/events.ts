import { EventEmitter } from 'node:events';
import { clusterChannel } from '@/server/cluster-channel';
import { afterCommit } from '@/server/db/unit-of-work';

type Change = readonly string[] | '*';

const STATE = Symbol.for('darvazeh.notification-events');
type Global = typeof globalThis & { [STATE]?: EventEmitter };

function emitter(): EventEmitter {
  const global = globalThis as Global;
  if (!global[STATE]) {
    global[STATE] = new EventEmitter();
    // One listener per open badge stream.
    global[STATE].setMaxListeners(0);
  }
  return global[STATE];
}

/**
 * With REDIS_URL, badge streams on every instance hear of a change within milliseconds; the
 * subscription opens at start or with the first stream on this instance.
 */
const otherInstances = clusterChannel<{ userIds: Change }>({
  name: 'notifications:unread',
  whenUnreachable: 'other instances see new notifications by their slow poll',
  isMessage: (message): message is { userIds: Change } => {
    const userIds = (message as { userIds?: unknown } | null)?.userIds;
    return userIds === '*' || Array.isArray(userIds);
  },
  onMessage: ({ userIds }) => emitter().emit('change', userIds),
});

/**
 * Signals that some users' unread counts changed, so badge streams answer at once: in this
 * process, and on every instance through Redis when REDIS_URL is set. `'*'` means "everyone may
 * have changed" (a notification to all users or to a role).
 */
export function announceUnreadChange(userIds: Change): void {
  // After the commit: a badge that counted before it would show the old number, or one never written.
  void afterCommit(() => {
    emitter().emit('change', userIds);
    otherInstances.publish({ userIds });
  });
}

/** Opens the Redis subscription at start, so the first badge stream hears changes from its first moment. */
export function listenForUnreadChanges(): void {
  otherInstances.listen();
}

/** Calls `listener` when `userId`'s unread count may have changed; returns the unsubscribe. */
export function onUnreadChange(userId: string, listener: () => void): () => void {
  otherInstances.listen();
  const handler = (userIds: Change) => {
    if (userIds === '*' || userIds.includes(userId)) listener();
  };
  emitter().on('change', handler);
  return () => emitter().off('change', handler);
}
