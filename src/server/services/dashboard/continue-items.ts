import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { playbackProgress } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { listContentsByIds } from '@/server/services/content';
import { contentTypes } from '@/shared/content-types';
import { progressTypes, type ContinueItem, type ProgressType } from '@/shared/schemas/dashboard';

async function latest(
  db: Database,
  { userId, types, unfinished, locale }: { userId: string; types: ProgressType[]; unfinished: boolean; locale: Locale },
): Promise<ContinueItem | null> {
  // A few recent rows, so an item hidden since does not empty the card.
  const rows = await db
    .select()
    .from(playbackProgress)
    .where(
      and(
        eq(playbackProgress.userId, userId),
        inArray(playbackProgress.contentType, types),
        unfinished ? eq(playbackProgress.finished, false) : undefined,
      ),
    )
    .orderBy(desc(playbackProgress.updatedAt))
    .limit(5);
  for (const row of rows) {
    const [card] = await listContentsByIds(row.contentType, [row.contentId], locale, db);
    if (card) return { item: card, position: row.position, duration: row.duration, updated_at: row.updatedAt.toISOString() };
  }
  return null;
}

const playedTypes = progressTypes.filter((type) => contentTypes[type].playable !== null);
const readTypes = progressTypes.filter((type) => contentTypes[type].tracksReading);

/** The dashboard's "continue" cards: the last podcast or video not finished, the last article opened. */
export async function continueItems({ userId, locale }: { userId: string; locale: Locale }, db: Database = getDb()) {
  const [media, article] = await Promise.all([
    latest(db, { userId, types: playedTypes, unfinished: true, locale }),
    latest(db, { userId, types: readTypes, unfinished: false, locale }),
  ]);
  return { media, article };
}
