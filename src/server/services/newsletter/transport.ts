import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/env';

/**
 * The newsletter's own SMTP transport: a pool of connections (nodemailer's), kept apart from the
 * transactional mail's single connection so a send of 100,000 never holds a password reset back.
 */
type PoolState = { key: string; transporter: Transporter };
const STATE = Symbol.for('darvazeh.newsletter-transport');
type Global = typeof globalThis & { [STATE]?: PoolState };

export function newsletterTransport(): Transporter | null {
  const { SMTP_URL, NEWSLETTER_SMTP_CONNECTIONS } = env();
  if (!SMTP_URL) return null;
  const global = globalThis as Global;
  const key = `${SMTP_URL}|${NEWSLETTER_SMTP_CONNECTIONS}`;
  if (global[STATE]?.key !== key) {
    global[STATE]?.transporter.close();
    const url = new URL(SMTP_URL);
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', String(NEWSLETTER_SMTP_CONNECTIONS));
    url.searchParams.set('maxMessages', '1000');
    global[STATE] = { key, transporter: nodemailer.createTransport(url.toString()) };
  }
  return global[STATE].transporter;
}

/** Closes the pool (tests, a graceful stop). */
export function closeNewsletterTransport(): void {
  const global = globalThis as Global;
  global[STATE]?.transporter.close();
  global[STATE] = undefined;
}

/**
 * Spaces sends `60 000 / perMinute` ms apart across every sender of this process, so the pool
 * keeps NEWSLETTER_RATE_PER_MINUTE however many connections it has.
 */
export function rateLimiter(perMinute: number): () => Promise<void> {
  const interval = 60_000 / perMinute;
  let next = 0;
  return async () => {
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + interval;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}

/** SMTP's answer to a refused message: 5xx is permanent (suppress the address), anything else may pass later. */
export function refusal(error: unknown): { permanent: boolean; reason: string } {
  const { responseCode, response, message } = error as { responseCode?: number; response?: string; message?: string };
  const reason = (response ?? message ?? String(error)).slice(0, 500);
  return { permanent: typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600, reason };
}
