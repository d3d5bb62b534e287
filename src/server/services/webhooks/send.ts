import { Webhook } from 'standardwebhooks';
import { guardedPost } from './guarded-post';

export type SentMessage = { url: string; secret: string; messageId: string; body: string };

/**
 * POSTs one signed message (Standard Webhooks: `webhook-id`, `webhook-timestamp` and
 * `webhook-signature`, signed anew at each attempt since receivers refuse old timestamps) and
 * answers the HTTP status.
 */
export function sendSigned({ url, secret, messageId, body }: SentMessage): Promise<number> {
  const now = new Date();
  const signature = new Webhook(secret).sign(messageId, now, body);
  return guardedPost(
    url,
    {
      'content-type': 'application/json',
      'user-agent': 'Darvazeh-Webhooks/1',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body,
  );
}
