import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { appUrl } from '@/env';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { newsletterDeliveries, newsletterIssues } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { NotFoundError } from '@/server/errors';
import { previewKey } from '@/server/services/preview-links/token';
import { newsletterContracts } from '@/shared/api/contracts/newsletter';
import { apiPath } from '@/shared/api/path';
import { trackingQuery } from '@/shared/schemas/newsletter';

type Mark = { issueId: string; subscriberId: string; url?: string };

/** The signature of a tracked link or pixel: nobody can count for another reader or redirect anywhere unsigned. */
async function signature(db: Database | Transaction, { issueId, subscriberId, url }: Mark): Promise<string> {
  return createHmac('sha256', await previewKey(db))
    .update(`newsletter-track:${issueId}:${subscriberId}:${url ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

async function verified(db: Database | Transaction, query: unknown): Promise<Mark> {
  const { i, s, u, sig } = trackingQuery.parse(query);
  const mark = { issueId: i, subscriberId: s, url: u };
  const expected = Buffer.from(await signature(db, mark));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotFoundError();
  return mark;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * One reader's copy with its links sent through the signed redirect and a 1×1 image before the
 * end of the body (only while NEWSLETTER_TRACKING is on). The preferences and unsubscribe links
 * stay direct: leaving is never counted as a click.
 */
export async function withTracking(
  db: Database | Transaction,
  { issueId, subscriberId }: Omit<Mark, 'url'>,
  html: string,
  exclude: string[],
): Promise<string> {
  const origin = appUrl();
  const links = new Map<string, string>();
  for (const [, raw] of html.matchAll(/href="(https?:\/\/[^"]+)"/g)) {
    const url = unescapeAttribute(raw!);
    if (exclude.includes(url) || links.has(raw!)) continue;
    const sig = await signature(db, { issueId, subscriberId, url });
    links.set(
      raw!,
      `${origin}${apiPath(newsletterContracts.followNewsletterLink, { query: { i: issueId, s: subscriberId, u: url, sig } })}`,
    );
  }
  const tracked = html.replace(/href="(https?:\/\/[^"]+)"/g, (whole, raw: string) =>
    links.has(raw) ? `href="${escapeAttribute(links.get(raw)!)}"` : whole,
  );
  const pixel = `${origin}${apiPath(newsletterContracts.openNewsletterPixel, { query: { i: issueId, s: subscriberId, sig: await signature(db, { issueId, subscriberId }) } })}`;
  return tracked.replace(
    '</body>',
    `<img src="${escapeAttribute(pixel)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0"></body>`,
  );
}

/** Marks the reader's first open or click of the issue and counts it on the issue, once per reader. */
async function countFirst(db: Database, mark: Mark, what: 'open' | 'click'): Promise<void> {
  const column = what === 'open' ? newsletterDeliveries.openedAt : newsletterDeliveries.clickedAt;
  await transaction(db, async (tx) => {
    const first = await tx
      .update(newsletterDeliveries)
      .set(what === 'open' ? { openedAt: new Date() } : { clickedAt: new Date() })
      .where(
        and(
          eq(newsletterDeliveries.issueId, mark.issueId),
          eq(newsletterDeliveries.subscriberId, mark.subscriberId),
          isNull(column),
        ),
      )
      .returning({ issueId: newsletterDeliveries.issueId });
    if (first.length === 0) return;
    await tx
      .update(newsletterIssues)
      .set(what === 'open' ? { opens: sql`${newsletterIssues.opens} + 1` } : { clicks: sql`${newsletterIssues.clicks} + 1` })
      .where(eq(newsletterIssues.id, mark.issueId));
  });
}

/** A tracked link followed: counted, and the address it stands for (only ever a signed one). */
export async function followLink({ query }: { query: unknown }, db: Database = getDb()): Promise<string> {
  const mark = await verified(db, query);
  if (!mark.url || !/^https?:\/\//.test(mark.url)) throw new NotFoundError();
  await countFirst(db, mark, 'click');
  return mark.url;
}

/** A tracked open: counted. */
export async function recordOpen({ query }: { query: unknown }, db: Database = getDb()): Promise<void> {
  const mark = await verified(db, query);
  if (mark.url) throw new NotFoundError();
  await countFirst(db, mark, 'open');
}
