import http from 'node:http';
import https from 'node:https';
import { assertDeliverable, guardedLookup } from './address-guard';

/** How long a receiver has to answer before the attempt counts as failed. */
const TIMEOUT_MS = 10_000;

/**
 * POSTs `body` to an address a manager or a browser gave us, and answers the HTTP status. The
 * connection goes only where the address guard allows (checked at connect time, after DNS); Node's
 * client follows no redirect, so a 3xx is answered as it is and a receiver cannot bounce the
 * request to a refused address. The response body is not read. Webhooks and web push send this way.
 */
export function guardedPost(url: string, headers: Record<string, string | number>, body: string | Buffer): Promise<number> {
  const target = new URL(url);
  assertDeliverable(target);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      target,
      { method: 'POST', lookup: guardedLookup, signal: AbortSignal.timeout(TIMEOUT_MS), headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', (error: Error) => reject(error.name === 'AbortError' ? new Error(`no answer within ${TIMEOUT_MS / 1000} s`) : error));
    request.end(body);
  });
}
