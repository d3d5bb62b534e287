import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { redactSecrets, secretValues } from './redact';

/**
 * The process's log: one JSON object per line (pino), with `level`, `time`, `msg` and, on every
 * line written while a request is handled, its `request_id`. `npm start` installs it and routes
 * `console.*` through it, so the app's own `console.error('[api] …')` lines, Next's, and the
 * libraries' become JSON lines with the request id too. Every line passes through `redactSecrets`.
 * At a terminal the same records print as short text lines (LOG_FORMAT=text, the default there).
 */
export type RequestContext = { requestId: string };

const CONTEXT = Symbol.for('darvazeh.observability.request-context');
const LOGGER = Symbol.for('darvazeh.observability.logger');
type Global = typeof globalThis & { [CONTEXT]?: AsyncLocalStorage<RequestContext>; [LOGGER]?: Logger };

/** The request being handled, for whatever runs on its behalf (one store for every module copy). */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  const global = globalThis as Global;
  global[CONTEXT] ??= new AsyncLocalStorage<RequestContext>();
  return global[CONTEXT];
}

export type LogOptions = {
  level: Level | 'silent';
  format: 'json' | 'text';
  /** Literal secrets to cut from every line (the values of the secret variables). */
  secrets: readonly string[];
  /** Where lines go; stdout unless a test passes its own. */
  destination?: DestinationStream;
};

const LEVEL_WIDTH = 5;

/** A JSON record as a line a person reads at a terminal: `12:03:04.123 INFO  msg key=value …`. */
export function textLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const { level, time, msg, pid: _pid, hostname: _hostname, err, ...rest } = record;
  const clock = typeof time === 'string' ? time.slice(11, 23) : '';
  const fields = Object.entries(rest)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const error =
    err && typeof err === 'object'
      ? `\n${String((err as { stack?: unknown }).stack ?? (err as { message?: unknown }).message)}`
      : '';
  return `${clock} ${String(level).toUpperCase().padEnd(LEVEL_WIDTH)} ${String(msg ?? '')}${fields ? `  ${fields}` : ''}${error}\n`;
}

export function createLogger({ level, format: lineFormat, secrets, destination }: LogOptions): Logger {
  const out: DestinationStream =
    destination ??
    (lineFormat === 'text'
      ? { write: (line: string) => void process.stdout.write(textLine(line)) }
      : pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const context = requestContext().getStore();
        return context ? { request_id: context.requestId } : {};
      },
      hooks: { streamWrite: (line) => redactSecrets(line, secrets) },
    },
    out,
  );
}

/** The logger options this environment asks for (LOG_LEVEL, LOG_FORMAT; text at a terminal). */
export function logOptionsFromEnvironment(environment: Record<string, string | undefined>, isTerminal: boolean): LogOptions {
  const level = (environment.LOG_LEVEL || 'info') as LogOptions['level'];
  const chosen = environment.LOG_FORMAT;
  return {
    level,
    format: chosen === 'json' || chosen === 'text' ? chosen : isTerminal ? 'text' : 'json',
    secrets: secretValues(environment),
  };
}

export function installLogger(logger: Logger): void {
  (globalThis as Global)[LOGGER] = logger;
}

/** The installed logger; before `npm start` installs one (scripts, tests), a JSON logger on stdout. */
export function logger(): Logger {
  const global = globalThis as Global;
  global[LOGGER] ??= createLogger(logOptionsFromEnvironment(process.env, false));
  return global[LOGGER];
}

/**
 * The development outbox (no SMTP_URL) keeps each message in its table. With LOG_LEVEL=debug it
 * also prints the message whole, as the plain text it is, for the developer to open its links:
 * the one line that carries a one-time link (a password reset, an e-mail verification), so at any
 * other level, and whenever SMTP_URL is set, only its first line (to whom, the subject) is logged.
 */
const DEVELOPMENT_OUTBOX = '[mail] outbox → ';

const ANSI_ESCAPES = /\u001b\[[0-9;]*m/g;

type ConsoleLevel = 'debug' | 'info' | 'warn' | 'error';
const CONSOLE_LEVELS: Record<'debug' | 'log' | 'info' | 'warn' | 'error', ConsoleLevel> = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
};

/** Sends `console.*` to `target`: an Error argument becomes the record's `err` (with its stack). */
export function routeConsole(target: Logger, write: (text: string) => void = (text) => void process.stdout.write(text)): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, ConsoleLevel][]) {
    console[method] = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith(DEVELOPMENT_OUTBOX)) {
        if (target.isLevelEnabled('debug') && !process.env.SMTP_URL) write(`${format(...args)}\n`);
        else target.info(`${args[0].split('\n', 1)[0]} (kept in the outbox; LOG_LEVEL=debug prints it with its links)`);
        return;
      }
      const error = args.find((argument): argument is Error => argument instanceof Error);
      const rest = error ? args.filter((argument) => argument !== error) : args;
      // Colours are for a terminal; in a record they are noise.
      const message = (rest.length > 0 ? format(...rest) : (error?.message ?? '')).replace(ANSI_ESCAPES, '');
      if (error) target[level]({ err: error }, message);
      else target[level](message);
    };
  }
}
