import { createHash } from 'node:crypto';
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { localeInfo } from '@/i18n/locales';
import { getDb, type Database } from '@/server/db/client';
import { pushSubscriptions } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { enqueueOrRun } from '@/server/jobs';
import { issueItems, itemFacts } from '@/server/services/newsletter/items';
import { topicsMatch } from '@/server/services/newsletter/recipients';
import { guardedPost } from '@/server/services/webhooks/guarded-post';
import type { NewsletterLanguage } from '@/shared/newsletter';
import { vapidKeys, vapidSubject } from './vapid';

export const PUSH_QUEUE = 'push-announce';

/** Browsers read a page of subscriptions at a time, and this many messages are in flight at once. */
const PAGE_SIZE = 200;
const IN_FLIGHT = 20;
/** How long a push service keeps a message for a browser that is offline: news a day old is not news. */
const TTL_SECONDS = 24 * 3600;

/** What the service worker shows: the item's title, its summary, where a tap leads, in its language's direction. */
export type PushPayload = { title: string; body: string; url: string; lang: NewsletterLanguage; dir: 'rtl' | 'ltr'; tag: string };

/**
 * Queued by the announcement, in its unit of work, once per item and language (the newsletter's
 * unique issue decides that): however many instances run, each browser is told once.
 */
export async function queuePushAnnouncement(contentId: string, locale: NewsletterLanguage): Promise<void> {
  await enqueueOrRun(PUSH_QUEUE, { contentId, locale }, `${contentId}:${locale}`, () => pushItem({ contentId, locale }));
}

type Target = { id: string; endpoint: string; p256dh: string; auth: string };

/** Encrypts the payload to one browser (RFC 8291, aes128gcm) under the site's VAPID signature, and posts it. */
async function pushTo(target: Target, payload: string, topic: string): Promise<number> {
  const { publicKey, privateKey } = await vapidKeys();
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: { subject: vapidSubject(), publicKey, privateKey },
    TTL: TTL_SECONDS,
    topic,
  });
  return guardedPost(request.endpoint, request.headers, request.body ?? Buffer.alloc(0));
}

/**
 * Tells the browsers of `locale` whose topics want the item that it is live: a page of
 * subscriptions at a time (memory does not grow with them), those the push service says are gone
 * (404, 410) forgotten. Answers how many were delivered.
 */
export async function pushItem({ contentId, locale }: { contentId: string; locale: NewsletterLanguage }, db: Database = getDb()): Promise<number> {
  const [facts, [item]] = await Promise.all([itemFacts(db, contentId), issueItems(db, [contentId], locale)]);
  if (!facts || !item) return 0;
  const payload: PushPayload = { title: item.title, body: item.excerpt, url: item.url, lang: locale, dir: localeInfo[locale].dir, tag: `item-${contentId}` };
  const body = JSON.stringify(payload);
  // A retried job replaces, at the push service, what it has not delivered yet (the Topic header).
  const topic = createHash('sha256').update(contentId).digest('base64url').slice(0, 32);
  let delivered = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(and(gt(pushSubscriptions.id, after), sql`${pushSubscriptions.languages} @> array[${locale}]::text[]`, topicsMatch(facts, pushSubscriptions.topics)))
      .orderBy(asc(pushSubscriptions.id))
      .limit(PAGE_SIZE);
    if (page.length === 0) break;
    after = page.at(-1)!.id;
    const gone: string[] = [];
    for (let start = 0; start < page.length; start += IN_FLIGHT) {
      const statuses = await Promise.all(
        page.slice(start, start + IN_FLIGHT).map((target) =>
          pushTo(target, body, topic).catch((error: unknown) => {
            console.warn('[push] not delivered:', error instanceof Error ? error.message : error);
            return 0;
          }),
        ),
      );
      statuses.forEach((status, index) => {
        if (status === 404 || status === 410) gone.push(page[start + index]!.id);
        else if (status >= 200 && status < 300) delivered += 1;
      });
    }
    if (gone.length > 0) await transaction(db, (tx) => tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone)));
  }
  return delivered;
}
