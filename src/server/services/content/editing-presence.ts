import { clusterChannel } from '@/server/cluster-channel';

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
type Beat = { item: string; editor: Editor; leaving: boolean };

type State = { items: Map<string, Map<string, Seen>> };

const STATE = Symbol.for('darvazeh.editing-presence');
type Global = typeof globalThis & { [STATE]?: State };

function state(): State {
  const global = globalThis as Global;
  global[STATE] ??= { items: new Map() };
  return global[STATE];
}

function note(current: State, { item, editor, leaving }: Beat, now = Date.now()): void {
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

const otherInstances = clusterChannel<Beat>({
  name: 'content:presence',
  whenUnreachable: 'editors on other instances are not seen',
  isMessage: (message): message is Beat => {
    const beat = message as Partial<Beat> | null;
    return typeof beat?.item === 'string' && typeof beat.editor?.id === 'string';
  },
  onMessage: (beat) => note(state(), beat),
});

function broadcast(current: State, beat: Beat): void {
  note(current, beat);
  otherInstances.listen();
  otherInstances.publish(beat);
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
