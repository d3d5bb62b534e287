import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { loggablePath } from './redact';

/**
 * The requests `npm start` is handling: counted while in flight (graceful shutdown waits for
 * them), measured when they end (one log line each and the latency histogram), and the
 * server-sent event streams among them, which never end on their own: a drain closes them, and
 * the browser's EventSource reconnects (to another instance, behind a load balancer).
 */
export type Traffic = {
  /** Starts tracking an accepted request; call before anything answers it. */
  begin: (request: IncomingMessage, response: ServerResponse, requestId: string) => void;
  inFlight: () => number;
  sseClients: () => number;
  /** From now on every answer closes its connection, open streams are ended, and new ones end once started. */
  drain: () => void;
  /** Resolves once no request (streams aside) is in flight. */
  idle: () => Promise<void>;
};

export type TrafficOptions = {
  log: Logger;
  /** The route template of a path (route-template.ts), for the metrics and the log. */
  routeOf: (pathname: string) => string;
  observe?: (method: string, route: string, status: number, seconds: number) => void;
  /** Paths answered for machines (probes, metrics): measured, but logged only at debug level. */
  quietPaths?: ReadonlySet<string>;
};

const EVENT_STREAM = /^\s*text\/event-stream\b/i;

const EXPECTED = Symbol('darvazeh.traffic.expected');
type Marked = ServerResponse & { [EXPECTED]?: true };

/** An error status the server meant to send (503 while starting): its line is `info`, not `error`. */
export function markExpected(response: ServerResponse): void {
  (response as Marked)[EXPECTED] = true;
}
/** A stream asked to end that has not closed by then is cut. */
const STREAM_END_GRACE_MS = 1000;
/** What a request the client gave up on is logged with (nginx's convention). */
export const CLIENT_CLOSED = 499;

function contentTypeOf(response: ServerResponse, headers: unknown): string {
  const own = response.getHeader('content-type');
  if (own !== undefined) return String(own);
  if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
      if (name.toLowerCase() === 'content-type') return String(value);
  }
  return '';
}

function endStream(response: ServerResponse): void {
  // Next may still write to a stream ended under it: that write is dropped, not thrown.
  response.on('error', () => undefined);
  response.end();
  setTimeout(() => response.destroy(), STREAM_END_GRACE_MS).unref();
}

export function createTraffic({ log, routeOf, observe, quietPaths = new Set() }: TrafficOptions): Traffic {
  const requests = new Set<ServerResponse>();
  const streams = new Set<ServerResponse>();
  let isDraining = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (requests.size > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  return {
    begin(request, response, requestId) {
      const started = process.hrtime.bigint();
      const method = request.method ?? 'GET';
      const url = request.url ?? '/';
      const pathname = url.split('?')[0] ?? '/';
      requests.add(response);
      if (isDraining) response.setHeader('Connection', 'close');

      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
      response.writeHead = ((...args: unknown[]) => {
        if (
          !response.headersSent &&
          EVENT_STREAM.test(
            contentTypeOf(
              response,
              args.find((argument) => typeof argument === 'object'),
            ),
          )
        ) {
          requests.delete(response);
          streams.add(response);
          settle();
          if (isDraining) setImmediate(() => endStream(response));
        }
        return writeHead(...args);
      }) as ServerResponse['writeHead'];

      response.once('close', () => {
        // A stream ends when its reader leaves: that is its normal end, not a request given up.
        const wasStream = streams.delete(response);
        requests.delete(response);
        settle();
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const status = response.writableFinished || wasStream ? response.statusCode : CLIENT_CLOSED;
        const route = quietPaths.has(pathname) ? pathname : routeOf(pathname);
        observe?.(method, route, status, seconds);
        const record = {
          request_id: requestId,
          method,
          path: loggablePath(url),
          route,
          status,
          duration_ms: Math.round(seconds * 10_000) / 10,
        };
        if (quietPaths.has(pathname)) log.debug(record, 'request');
        else if (status >= 500 && status !== CLIENT_CLOSED && !(response as Marked)[EXPECTED]) log.error(record, 'request');
        else log.info(record, 'request');
      });
    },
    inFlight: () => requests.size,
    sseClients: () => streams.size,
    drain() {
      isDraining = true;
      for (const response of streams) endStream(response);
    },
    idle() {
      if (requests.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
