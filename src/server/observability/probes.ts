import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Liveness and readiness, answered by `npm start`'s own server before Next (they must answer
 * while Next is not prepared yet, and while it drains):
 *
 * - `GET /livez`: 200 whenever the event loop turns. Restart the process only when this fails.
 * - `GET /readyz`: 200 only when the instance has started, is not draining, and its database
 *   (and Redis, when REDIS_URL is set) answer; else 503. Send traffic only while this says 200.
 *
 * `GET /api/health` (Next's route) keeps its own answer.
 */
export type Phase = 'starting' | 'ready' | 'draining';
export type StartStep = 'listening' | 'building' | 'connecting' | 'migrating' | 'seeding' | 'preparing';
export type Dependency = 'up' | 'down' | 'off' | 'unknown';
export type Readiness = {
  status: 'ready' | 'starting' | 'draining' | 'unavailable';
  step?: StartStep;
  database: Dependency;
  redis: Dependency;
};

export const LIVENESS_PATH = '/livez';
export const READINESS_PATH = '/readyz';

export type ProbeOptions = {
  pingDatabase: () => Promise<void>;
  /** Absent without REDIS_URL. */
  pingRedis?: () => Promise<void>;
  /** How long a dependency may take to answer before it counts as down. */
  timeoutMs?: number;
};

export type Probes = {
  phase: () => Phase;
  step: () => StartStep;
  setStep: (step: StartStep) => void;
  markReady: () => void;
  markDraining: () => void;
  readiness: () => Promise<Readiness>;
};

function answersWithin(ping: () => Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = ping().then(
    () => true,
    () => false,
  );
  return Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
}

export function createProbes({ pingDatabase, pingRedis, timeoutMs = 2000 }: ProbeOptions): Probes {
  let phase: Phase = 'starting';
  let step: StartStep = 'listening';
  // Probes arriving together share one check.
  let checking: Promise<Readiness> | null = null;

  const check = async (): Promise<Readiness> => {
    const [database, redis] = await Promise.all([
      answersWithin(pingDatabase, timeoutMs),
      pingRedis ? answersWithin(pingRedis, timeoutMs) : Promise.resolve(null),
    ]);
    const dependencies = { database: database ? 'up' : 'down', redis: redis === null ? 'off' : redis ? 'up' : 'down' } as const;
    // The phase may have changed while the pings were out.
    if (phase !== 'ready') return { status: phase, ...dependencies };
    return { status: database && redis !== false ? 'ready' : 'unavailable', ...dependencies };
  };

  return {
    phase: () => phase,
    step: () => step,
    setStep: (next) => {
      step = next;
    },
    markReady: () => {
      phase = 'ready';
    },
    markDraining: () => {
      phase = 'draining';
    },
    readiness: async () => {
      if (phase === 'starting') return { status: 'starting', step, database: 'unknown', redis: pingRedis ? 'unknown' : 'off' };
      if (phase === 'draining') return { status: 'draining', database: 'unknown', redis: pingRedis ? 'unknown' : 'off' };
      checking ??= check().finally(() => {
        checking = null;
      });
      return checking;
    },
  };
}

function send(request: IncomingMessage, response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : text);
}

/** Answers /livez and /readyz; returns false for any other address. */
export async function answerProbe(
  request: IncomingMessage,
  response: ServerResponse,
  probes: Probes,
  pathname: string,
): Promise<boolean> {
  if (pathname !== LIVENESS_PATH && pathname !== READINESS_PATH) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
    response.end();
    return true;
  }
  if (pathname === LIVENESS_PATH) {
    send(request, response, 200, { status: 'alive', phase: probes.phase() });
    return true;
  }
  const readiness = await probes.readiness();
  send(request, response, readiness.status === 'ready' ? 200 : 503, readiness);
  return true;
}
