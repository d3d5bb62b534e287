import type { BeaconSender } from '@/server/services/analytics/collect';
import { clientInfo } from './client-info';

/** The analytics beacon's sender as its request tells: address, browser, and the privacy signals it carries. */
export function beaconSender(request: Request): BeaconSender {
  const headers = request.headers;
  const purpose =
    `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-purpose') ?? ''}`.toLowerCase();
  return {
    ...clientInfo(request),
    host: new URL(request.url).host,
    optedOut: headers.get('dnt') === '1' || headers.get('sec-gpc') === '1',
    prefetch: /prefetch|prerender/.test(purpose),
  };
}
