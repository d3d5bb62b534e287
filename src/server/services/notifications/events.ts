import { EventEmitter } from 'node:events';

const EVENTS = Symbol.for('darvazeh.notification-events');
type Global = typeof globalThis & { [EVENTS]?: EventEmitter };

/**
 * In-process signal that some users' unread counts changed, so badge streams on this instance
 * answer at once. Other instances learn it from their periodic re-read of the database.
 */
function emitter(): EventEmitter {
  const global = globalThis as Global;
  if (!global[EVENTS]) {
    global[EVENTS] = new EventEmitter();
    // One listener per open badge stream.
    global[EVENTS].setMaxListeners(0);
  }
  return global[EVENTS];
}

/** `'*'` means "everyone may have changed" (a notification to all users or to a role). */
export function announceUnreadChange(userIds: readonly string[] | '*'): void {
  emitter().emit('change', userIds);
}

/** Calls `listener` when `userId`'s unread count may have changed; returns the unsubscribe. */
export function onUnreadChange(userId: string, listener: () => void): () => void {
  const handler = (userIds: readonly string[] | '*') => {
    if (userIds === '*' || userIds.includes(userId)) listener();
  };
  emitter().on('change', handler);
  return () => emitter().off('change', handler);
}
