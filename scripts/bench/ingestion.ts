/** The analytics beacon under load: how many events per second one instance takes, how fast it answers, and its memory. */
import autocannon from 'autocannon';
import { processTreeRssMb } from './proc';
import type { Server } from './servers';

export type IngestionFigure = {
  connections: number;
  seconds: number;
  events: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/**
 * `connections` clients sending a page's view beacon back to back for `duration` seconds: every
 * answer must be a 202, and the resident memory of the app's process tree is sampled throughout
 * (the instance buffers beacons and writes them in batches; its buffer is bounded).
 */
export async function measureIngestion(
  app: Server,
  { connections, duration }: { connections: number; duration: number },
): Promise<IngestionFigure> {
  const rssBeforeMb = processTreeRssMb(app.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, processTreeRssMb(app.pid))), 250);
  try {
    const result = await autocannon({
      url: `${app.baseUrl}/api/analytics/beacon`,
      method: 'POST',
      connections,
      duration,
      headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': BROWSER },
      body: JSON.stringify({ kind: 'view', url: '/fa/articles/bench?utm_source=telegram', referrer: 'https://t.me/darvazeh' }),
    });
    const events = result['2xx'];
    return {
      connections,
      seconds: result.duration,
      events,
      perSecond: Math.round(events / Math.max(result.duration, 1)),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      rssBeforeMb,
      rssPeakMb,
    };
  } finally {
    clearInterval(sampler);
  }
}
