import { and, desc, eq } from 'drizzle-orm';
import { env } from '@/env';
import { translate } from '@/i18n/messages';
import { getDb, type Database } from '@/server/db/client';
import { newsletterIssues } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { formatDate, zonedWallTimeToDate } from '@/shared/dates';
import { newsletterLanguages } from '@/shared/newsletter';
import { itemsPublishedBetween } from './items';
import { startSending } from './send-issue';

const DAY_MS = 24 * 3600_000;

/** The wall-clock date and weekday of `now` in `timeZone`. */
function wallDate(now: Date, timeZone: string): { year: number; month: number; day: number; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')), weekday: get('weekday') };
}

/**
 * Makes the digests that are due at `now`: the daily one once NEWSLETTER_DIGEST_HOUR has struck
 * today (in NEWSLETTER_TIME_ZONE, Tehran by default), and on Saturday, the first day of the
 * Iranian week, the weekly one. A digest covers what went live since the last one of its kind
 * and language (or its period's length, the first time); a period with nothing new is skipped.
 * Unique per kind, language and period end, so every instance's tick makes it once.
 */
export async function runDigests({ now = new Date() }: { now?: Date } = {}, db: Database = getDb()): Promise<number> {
  const { NEWSLETTER_DIGEST_HOUR, NEWSLETTER_TIME_ZONE } = env();
  const today = wallDate(now, NEWSLETTER_TIME_ZONE);
  const periodEnd = zonedWallTimeToDate(today.year, today.month, today.day, NEWSLETTER_DIGEST_HOUR, 0, NEWSLETTER_TIME_ZONE);
  if (now < periodEnd) return 0;
  const kinds = [
    { kind: 'daily' as const, length: DAY_MS },
    ...(today.weekday === 'Sat' ? [{ kind: 'weekly' as const, length: 7 * DAY_MS }] : []),
  ];
  let made = 0;
  for (const { kind, length } of kinds) {
    for (const locale of newsletterLanguages) {
      const [last] = await db
        .select({ periodEnd: newsletterIssues.periodEnd })
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.kind, kind), eq(newsletterIssues.locale, locale)))
        .orderBy(desc(newsletterIssues.periodEnd))
        .limit(1);
      if (last?.periodEnd && last.periodEnd >= periodEnd) continue;
      const periodStart =
        last?.periodEnd && periodEnd.getTime() - last.periodEnd.getTime() <= length
          ? last.periodEnd
          : new Date(periodEnd.getTime() - length);
      const items = await itemsPublishedBetween(db, locale, periodStart, periodEnd);
      if (items.length === 0) continue;
      await transaction(db, async (tx) => {
        const [issue] = await tx
          .insert(newsletterIssues)
          .values({
            kind,
            locale,
            periodStart,
            periodEnd,
            itemIds: items.map((item) => item.id),
            subject: translate(locale, `newsletter.mail.${kind}.subject`, {
              date: formatDate(periodEnd, locale, 'long', { timeZone: NEWSLETTER_TIME_ZONE }),
            }),
          })
          .onConflictDoNothing()
          .returning();
        if (!issue) return;
        made += 1;
        await startSending(tx, issue);
      });
    }
  }
  return made;
}
