import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contents, playbackProgress } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { UserActor, WriteContext } from '@/server/services/context';
import { isVisible } from '@/server/services/content/visibility';
import { contentTypes } from '@/shared/content-types';
import type { ProgressBody, ProgressState, ProgressType } from '@/shared/schemas/dashboard';

/** The last seconds count as the end: players stop a hair short of `duration`. */
const END_MARGIN_SECONDS = 1;

/**
 * Records where the user is in a podcast or video (or that they opened an article): one row per
 * user and item, overwritten (an upsert, so parallel reports cannot duplicate it). 404 when hidden.
 */
export async function recordProgress(
  { type, id, input: body, by }: { type: ProgressType; id: string; input: ProgressBody; by: WriteContext<UserActor> },
  db: Database = getDb(),
): Promise<ProgressState> {
  const userId = by.actor.id;
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
