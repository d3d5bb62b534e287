/**
 * What the app's code reports to the metrics, without depending on them. `npm start` installs the
 * receiver (metrics.ts, prom-client) on globalThis when metrics are on; everywhere else (tests,
 * scripts, metrics off) every report is a no-op. Code bundled by Next and code loaded by the start
 * script are separate module copies, so the receiver lives on globalThis, like the database handle.
 * The page-cache handler (loaded outside the bundle) reaches the same symbol without importing this.
 */
export type ObservabilityHooks = {
  /** A background job finished (`ok` false: it threw and goes back to its queue, or is given up). */
  jobFinished?: (queue: string, ok: boolean) => void;
  /** An SMTP delivery failed; the mail job is retried with backoff (MAIL_RETRY_*). */
  mailDeliveryFailed?: () => void;
  /** One SQL statement on the PostgreSQL pool took `seconds`. */
  queryFinished?: (seconds: number, ok: boolean) => void;
  /** A read of the rendered-page cache found a fresh entry (hit) or not (miss). */
  pageCacheLookup?: (hit: boolean) => void;
};

export const HOOKS = Symbol.for('darvazeh.observability.hooks');
type Global = typeof globalThis & { [HOOKS]?: ObservabilityHooks };

const none: ObservabilityHooks = {};

/** The installed receiver, or one whose every report is absent (call with `?.`). */
export function report(): ObservabilityHooks {
  return (globalThis as Global)[HOOKS] ?? none;
}

export function installHooks(hooks: ObservabilityHooks | undefined): void {
  (globalThis as Global)[HOOKS] = hooks;
}
