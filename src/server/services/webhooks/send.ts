import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { assertDeliverable, guardedLookup } from './address-guard';

/** How long a receiver has to answer before the attempt counts as failed. */
const TIMEOUT_MS = 10_000;

export type SentMessage = { url: string; secret: string; messageId: string; body: string };

/**
 * POSTs one signed message (Standard Webhooks: `webhook-id`, `webhook-timestamp` and
 * `webhook-signature`, signed anew at each attempt since receivers refuse old timestamps) and
 * answers the HTTP status. Node's client follows no redirect, so a 3xx is answered as it is: a
 * receiver cannot bounce the request to an address the guard would refuse. The response body is
 * not read.
 */
export function sendSigned({ url, secret, messageId, body }: SentMessage): Promise<number> {
  const target = new URL(url);
  assertDeliverable(target);
  const now = new Date();
  const signature = new Webhook(secret).sign(messageId, now, body);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Darvazeh-Webhooks/1',
          'webhook-id': messageId,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', (error: Error) => reject(error.name === 'AbortError' ? new Error(`no answer within ${TIMEOUT_MS / 1000} s`) : error));
    request.end(body);
  });
}
