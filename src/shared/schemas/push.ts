import { z } from 'zod';
import { newsletterLanguages } from '../newsletter';
import { topicsInput } from './newsletter';

/** A browser's PushSubscription as `toJSON()` gives it: the push service's https address and the two keys (base64url). */
const browserSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'push.validation.endpoint' }).max(2000),
  keys: z.object({
    p256dh: z.base64url().min(80).max(100),
    auth: z.base64url().min(16).max(32),
  }),
});

/** Body of `POST /api/push/subscriptions`: the browser's subscription, the languages and topics it wants. */
export const pushSubscribeInput = z.object({
  subscription: browserSubscription,
  languages: z.array(z.enum(newsletterLanguages)).min(1).max(2),
  topics: topicsInput.optional(),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeInput>;

/** Body of `DELETE /api/push/subscriptions`: the endpoint names the browser. */
export const pushUnsubscribeInput = z.object({ endpoint: z.string().max(2000) });

export const pushKeySchema = z.object({ public_key: z.string().describe('The VAPID public key (base64url) a browser subscribes with') });
export const pushStateSchema = z.object({ subscribed: z.boolean() });
