import type { z } from 'zod';

/**
 * What `npm start` says when it cannot start: one line that names the variable to change (as the
 * README's Configuration table spells it), before it exits with a non-zero code. A process that
 * cannot serve never lives on.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

const HIDDEN_VALUES = new Set(['ADMIN_PASSWORD', 'METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']);

function shown(name: string, value: string | undefined): string {
  if (value === undefined) return `${name} (unset)`;
  if (HIDDEN_VALUES.has(name) || /_URL$/.test(name)) return `${name} (value hidden)`;
  return `${name}=${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}`;
}

/** `invalid configuration: PORT="abc": expected number, received NaN; …: change these variables …` */
export function describeConfigError(error: z.ZodError, environment: Record<string, string | undefined>): string {
  const problems = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?');
    return `${shown(name, environment[name])}: ${issue.message}`;
  });
  return `invalid configuration: ${problems.join('; ')}. Change ${problems.length > 1 ? 'these variables' : 'this variable'} (README, "Configuration") and start again`;
}

type ListenTarget = { host: string; port: number; variable: 'PORT' | 'METRICS_PORT' };

/** The listen failure, and what to change. */
export function describeListenError(error: NodeJS.ErrnoException, { host, port, variable }: ListenTarget): string {
  const where = `${host}:${port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `cannot listen on ${where}: the port is already in use (another instance?). Set ${variable} to a free port, or stop the process that holds it`;
    case 'EACCES':
      return `cannot listen on ${where}: no permission to use port ${port}. Set ${variable} to a port above 1023, or give node the right to bind low ports`;
    case 'EADDRNOTAVAIL':
      return `cannot listen on ${where}: ${host} is not an address of this machine. Set HOST to one of its addresses (0.0.0.0 for all)`;
    default:
      return `cannot listen on ${where}: ${error.code ?? ''} ${error.message}. Check HOST and ${variable}`;
  }
}

/** `db.example:5432/darvazeh` from a connection string, without its user or password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms)} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type WaitOptions = {
  /** The whole budget (DATABASE_WAIT_SECONDS). */
  seconds: number;
  /** First pause between attempts; each later one twice as long, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Told of each failed attempt (for the log). */
  onRetry?: (attempt: number, error: unknown, delayMs: number) => void;
  /** Asked before each attempt: a shutdown requested during the start stops the waiting. */
  shouldStop?: () => boolean;
};

export type WaitResult = { attempts: number };

/**
 * Pings until the database answers, backing off between attempts, for at most `seconds`; then
 * throws the last error with the number of attempts made.
 */
export async function waitForDatabase(ping: () => Promise<void>, options: WaitOptions): Promise<WaitResult> {
  const { seconds, firstDelayMs = 500, maxDelayMs = 5000, onRetry, shouldStop } = options;
  const deadline = Date.now() + seconds * 1000;
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    const left = deadline - Date.now();
    try {
      // One attempt may take what is left, up to 10 s: the embedded PGlite takes seconds to open.
      await withTimeout(ping(), Math.max(250, Math.min(10_000, left)));
      return { attempts: attempt };
    } catch (error) {
      const wait = Math.min(delay, deadline - Date.now());
      if (wait <= 0 || shouldStop?.())
        throw Object.assign(error instanceof Error ? error : new Error(String(error)), { attempts: attempt });
      onRetry?.(attempt, error, wait);
      await pause(wait);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}

/** The message of a connection error, without anything that may carry credentials. */
export function connectionProblem(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  const firstLine = error.message.split('\n')[0] ?? '';
  // An AggregateError (IPv4 and IPv6 both refused) has an empty message and its code.
  return firstLine || code || error.name;
}
