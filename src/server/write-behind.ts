import { env } from '@/env';

type State<Held> = { held: Held; timer?: NodeJS.Timeout; writing: Promise<void> };

/**
 * Rows an instance holds and writes together every `ANALYTICS_FLUSH_SECONDS` (or at once when
 * `fullAt` is reached), so the request that adds one never waits for the database nor queues on a
 * hot row. The held rows live on `globalThis`, shared by every copy of the module a bundle loads.
 * Writes follow one another; a failed write is logged and its rows dropped rather than retried
 * without bound. `flush` writes what is held now (shutdown, tests).
 */
export function writeBehind<Held>(
  name: string,
  { empty, size, write, fullAt = Infinity }: { empty: () => Held; size: (held: Held) => number; write: (held: Held) => Promise<void>; fullAt?: number },
) {
  const key = Symbol.for(`darvazeh.write-behind.${name}`);
  const state = (): State<Held> => {
    const global = globalThis as unknown as Record<symbol, State<Held> | undefined>;
    return (global[key] ??= { held: empty(), writing: Promise.resolve() });
  };

  function flush(): Promise<void> {
    const current = state();
    clearTimeout(current.timer);
    current.timer = undefined;
    current.writing = current.writing.then(async () => {
      const taken = current.held;
      if (size(taken) === 0) return;
      current.held = empty();
      await write(taken).catch((error: unknown) => console.error(`[${name}] ${size(taken)} held rows not written`, error));
    });
    return current.writing;
  }

  return {
    /** What is held until the next write: change it in place, then call `added`. */
    held: (): Held => state().held,
    /** Schedules the write of what `held` now holds. */
    added(): void {
      const current = state();
      if (size(current.held) >= fullAt) void flush();
      else current.timer ??= setTimeout(() => void flush(), env().ANALYTICS_FLUSH_SECONDS * 1000).unref();
    },
    flush,
  };
}
