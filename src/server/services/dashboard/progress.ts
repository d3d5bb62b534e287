import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contents, playbackProgress } from '@/server/db/schema';
import { NotFoundError } from '@/server/http/errors';
import type { Locale } from '@/i18n/locales';
import { listContentsByIds } from '@/server/services/content';
import { isVisible } from '@/server/services/content/visibility';
import { contentTypes } from '@/shared/content-types';
import { progressTypes, type ContinueItem, type ProgressBody, type ProgressState, type ProgressType } from '@/shared/schemas/dashboard';

/** The last seconds count as the end: players stop a hair short of `duration`. */
const END_MARGIN_SECONDS = 1;

/**
 * Records where the user is in a podcast or video (or that they opened an article): one row per
 * user and item, overwritten (an upsert, so parallel reports cannot duplicate it). 404 when hidden.
 */
export async function recordProgress(
  { userId, type, id, body }: { userId: string; type: ProgressType; id: string; body: ProgressBody },
  db: Database = getDb(),
): Promise<ProgressState> {
  const [item] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, id), eq(contents.type, type), isVisible()));
  if (!item) throw new NotFoundError();
  // Reading has no position: opening the item is the whole report.
  const isPlayed = contentTypes[type].playable !== null;
  const position = isPlayed ? body.position : 0;
  const duration = isPlayed ? body.duration : 0;
  const finished = duration > 0 && position >= duration - END_MARGIN_SECONDS;
  const values = { position, duration, finished, updatedAt: new Date() };
  await db
    .insert(playbackProgress)
    .values({ userId, contentId: id, contentType: type, ...values })
    .onConflictDoUpdate({ target: [playbackProgress.userId, playbackProgress.contentId], set: values });
  return { type, id, position, duration, finished };
}

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
