import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { env } from '@/env';
import type { Transaction } from '@/server/db/client';
import { contentRevisions, contents, users } from '@/server/db/schema';
import { StaleVersionError } from '@/server/errors';
import { displayName, personOrNull } from '@/server/services/notifications/names';
import type { UpdateContentInput } from '@/shared/schemas/content';
import { mergeOntoNewer, storedValuesOf } from './merge';
import { snapshotOf } from './snapshot';

/**
 * Stores the item as the current write left it, as the revision of its (already raised) version,
 * in the write's transaction; then drops the oldest beyond `REVISIONS_KEEP`. Returns that version.
 */
export async function recordRevision(
  tx: Transaction,
  { contentId, authorId, restoredFrom = null }: { contentId: string; authorId: string | null; restoredFrom?: number | null },
): Promise<number> {
  const now = await snapshotOf(tx, contentId);
  if (!now) throw new Error(`revision of a missing item ${contentId}`);
  await tx.insert(contentRevisions).values({ contentId, version: now.version, snapshot: now.snapshot, authorId, restoredFrom });
  await dropBeyondKeep(tx, contentId, now.version);
  return now.version;
}

async function dropBeyondKeep(tx: Transaction, contentId: string, version: number): Promise<void> {
  const keep = env().REVISIONS_KEEP;
  if (!keep) return;
  await tx.delete(contentRevisions).where(and(eq(contentRevisions.contentId, contentId), lte(contentRevisions.version, version - keep)));
}

/**
 * Before an edit: answers what the write applies. An edit from the stored version, or one that
 * names none, applies as sent. One that started from an older version is merged onto the stored
 * item field by field (ADR 0019): what it changed from that version is applied and what the newer
 * versions changed stays; a field both changed differently is refused (409 naming those fields,
 * who wrote the newer version and when) unless the editor chose to keep theirs over it
 * (`overwrite`). An item written before revisions existed gets its current state stored first,
 * so the edit can be compared with and undone to it.
 */
export async function prepareRevisedWrite(
  tx: Transaction,
  current: { id: string; version: number; updatedAt: Date },
  { expectedVersion, sent, overwrite }: { expectedVersion: number | undefined; sent: UpdateContentInput; overwrite?: string[] },
): Promise<UpdateContentInput> {
  const [latest] = await tx
    .select({ version: contentRevisions.version, createdAt: contentRevisions.createdAt, authorId: contentRevisions.authorId, name: displayName(users) })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(eq(contentRevisions.contentId, current.id))
    .orderBy(desc(contentRevisions.version))
    .limit(1);
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    const [base] = await tx
      .select({ snapshot: contentRevisions.snapshot })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.contentId, current.id), eq(contentRevisions.version, expectedVersion)))
      .limit(1);
    const now = await snapshotOf(tx, current.id);
    if (!now) throw new Error(`merge onto a missing item ${current.id}`);
    const { conflicts, changes } = mergeOntoNewer({ base: base?.snapshot ?? null, now: now.snapshot, sent, overwrite });
    if (conflicts.length === 0) return changes;
    const isLatest = latest?.version === current.version;
    throw new StaleVersionError({
      version: current.version,
      saved_by: isLatest ? personOrNull(latest.authorId, latest.name) : null,
      saved_at: (isLatest ? latest.createdAt : current.updatedAt).toISOString(),
      fields: conflicts,
      theirs: storedValuesOf(now.snapshot, conflicts),
    });
  }
  if (latest) return sent;
  const before = await snapshotOf(tx, current.id);
  if (!before) return sent;
  await tx
    .insert(contentRevisions)
    .values({ contentId: current.id, version: before.version, snapshot: before.snapshot, authorId: null, createdAt: before.updatedAt })
    .onConflictDoNothing();
  return sent;
}

/** The `set` value of every write to `contents`: the item's next version. */
export const nextVersion = sql`${contents.version} + 1`;
