import { Redis } from 'ioredis';
import { redisPrefix } from '@/server/page-cache/tag-store.ts';

/**
 * Who has an item's editor open, on every instance (ADR 0019). Each open editor sends a heartbeat;
 * a heartbeat is kept in this process and, with REDIS_URL, published on a Redis channel that every
 * instance listens to, so each instance knows every editor without a shared store. An editor that
 * stops beating is forgotten after PRESENCE_TTL_MS; one that leaves says so and is forgotten at once.
 */
export const PRESENCE_TTL_MS = 30_000;
/** A bound on what one item's entry holds, whatever a client sends. */
const MAX_EDITORS_PER_ITEM = 50;

export type Editor = { id: string; name: string };
type Seen = Editor & { at: number };
type Beat = { item: string; editor: Editor; leaving: boolean; origin: string };

type State = { items: Map<string, Map<string, Seen>>; origin: string; publisher?: Redis; subscriber?: Redis };

const STATE = Symbol.for('darvazeh.editing-presence');
type Global = typeof globalThis & { [STATE]?: State };

function state(): State {
  const global = globalThis as Global;
  global[STATE] ??= { items: new Map(), origin: `${process.pid}-${Math.random().toString(36).slice(2)}` };
  return global[STATE];
}

function channel(): string {
  return `${redisPrefix()}:content:presence`;
}

let hasReportedFailure = false;
function reportFailure(error: Error): void {
  if (hasReportedFailure) return;
  hasReportedFailure = true;
  console.error('[presence] Redis unreachable; editors on other instances are not seen:', error.message);
}

function note(current: State, { item, editor, leaving }: Omit<Beat, 'origin'>, now = Date.now()): void {
  const seen = current.items.get(item) ?? new Map<string, Seen>();
  if (leaving) seen.delete(editor.id);
  else if (seen.has(editor.id) || seen.size < MAX_EDITORS_PER_ITEM) seen.set(editor.id, { ...editor, at: now });
  if (seen.size === 0) current.items.delete(item);
  else current.items.set(item, seen);
}

/** Forgets every editor not heard from within the TTL, so the map never outgrows the open editors. */
function prune(current: State, now = Date.now()): void {
  for (const [item, seen] of current.items) {
    for (const [id, editor] of seen) if (now - editor.at > PRESENCE_TTL_MS) seen.delete(id);
    if (seen.size === 0) current.items.delete(item);
  }
}

function listen(current: State, url: string): void {
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
      const beat = JSON.parse(message) as Beat;
      if (beat.origin !== current.origin && typeof beat.item === 'string' && typeof beat.editor?.id === 'string') note(current, beat);
    } catch {
      // Not ours: ignore.
    }
  });
  current.subscriber = subscriber;
}

function broadcast(current: State, beat: Omit<Beat, 'origin'>): void {
  note(current, beat);
  const url = process.env.REDIS_URL;
  if (!url) return;
  listen(current, url);
  current.publisher ??= new Redis(url, { maxRetriesPerRequest: 1 }).on('error', reportFailure);
  current.publisher.publish(channel(), JSON.stringify({ ...beat, origin: current.origin } satisfies Beat)).catch(reportFailure);
}

/** `editor` has `item` open: answers the others who have it open now. */
export function heartbeatPresence(item: string, editor: Editor): Editor[] {
  const current = state();
  prune(current);
  broadcast(current, { item, editor, leaving: false });
  return [...(current.items.get(item)?.values() ?? [])].filter((seen) => seen.id !== editor.id).map(({ id, name }) => ({ id, name }));
}

/** `editor` closed `item`'s editor. */
export function leavePresence(item: string, editor: Editor): void {
  broadcast(state(), { item, editor, leaving: true });
}
