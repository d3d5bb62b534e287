import { getDb, type Database } from '@/server/db/client';
import { newsletterIssues } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { enqueueOrRun } from '@/server/jobs';
import { translate } from '@/i18n/messages';
import { queuePushAnnouncement } from '@/server/services/push/announce';
import { issueItems, itemFacts } from './items';
import { startSending } from './send-issue';

export const ANNOUNCE_QUEUE = 'newsletter-announce';

/** Items that went live longer ago than this are not announced (an imported archive is not news). */
const FRESH_MS = 24 * 3600_000;

/**
 * Called by a verb that made an item visible, inside its unit of work: the announcement job is a
 * row of the same transaction, keyed by the item. An item dated long ago (an import) is not queued.
 */
export async function queueAnnouncement(contentId: string, publishedAt?: Date | string | null): Promise<void> {
  if (publishedAt && Date.now() - new Date(publishedAt).getTime() > FRESH_MS) return;
  await enqueueOrRun(ANNOUNCE_QUEUE, { contentId }, contentId, () => announceItem({ contentId }));
}

/**
 * Mails an item that went live to the `each` readers of its language and topics, and tells the
 * browsers that allowed notifications: one issue per language, unique per item and language in
 * the database, so however many instances or retries run this, each reader gets it once.
 */
export async function announceItem(
  { contentId, now = new Date() }: { contentId: string; now?: Date },
  db: Database = getDb(),
): Promise<number> {
  const facts = await itemFacts(db, contentId);
  if (!facts?.publishedAt || facts.publishedAt > now || now.getTime() - facts.publishedAt.getTime() > FRESH_MS) return 0;
  let issues = 0;
  for (const locale of facts.locales) {
    const [item] = await issueItems(db, [contentId], locale, now);
    if (!item) continue;
    await transaction(db, async (tx) => {
      const [issue] = await tx
        .insert(newsletterIssues)
        .values({
          kind: 'each',
          locale,
          contentId,
          itemIds: [contentId],
          subject: translate(locale, 'newsletter.mail.each.subject', { title: item.title }),
        })
        .onConflictDoNothing()
        .returning();
      if (!issue) return;
      issues += 1;
      await startSending(tx, issue);
      // The same once-per-item-and-language row decides the browsers' notification.
      await queuePushAnnouncement(contentId, locale);
    });
  }
  return issues;
}
