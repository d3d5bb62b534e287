import { randomBytes } from 'node:crypto';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64, the form its libraries read. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;
