import { outsideUnitOfWork } from '@/server/db/unit-of-work';

type State = { pending: Set<Promise<void>> };
const STATE = Symbol.for('darvazeh.background');
type Global = typeof globalThis & { [STATE]?: State };

function state(): State {
  const global = globalThis as Global;
  global[STATE] ??= { pending: new Set() };
  return global[STATE];
}

/**
 * Runs `task` after the current answer has been sent (on the next turn of the event loop), so
 * the answer's timing cannot depend on what the task finds. A failure is logged, never thrown
 * at a caller that has already answered.
 */
export function runInBackground(label: string, task: () => Promise<unknown>): void {
  const { pending } = state();
  // Outside any unit of work: the task runs after the caller's transaction has ended, so it must
  // not try to join it.
  const run: Promise<void> = outsideUnitOfWork(() =>
    new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => console.error(`[background] ${label} failed`, error),
      )
      .finally(() => pending.delete(run)),
  );
  pending.add(run);
}

/** How many tasks are queued or running (tests). */
export function backgroundTasksInFlight(): number {
  return state().pending.size;
}

/** Waits for every task in flight (tests and graceful shutdown). */
export async function flushBackground(): Promise<void> {
  while (state().pending.size > 0) await Promise.all([...state().pending]);
}
