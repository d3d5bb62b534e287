import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contentRevisions, contents, users, type ContentRevision } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { displayName, personOrNull } from '@/server/services/notifications/names';
import type { ContentType } from '@/shared/content-types';
import type { RevisionListResult, RevisionSummary } from '@/shared/schemas/content-revisions';

/** How many of an item's revisions the list shows, newest first (REVISIONS_KEEP bounds what is stored). */
const LIST_LIMIT = 200;

type Row = Pick<ContentRevision, 'id' | 'version' | 'snapshot' | 'authorId' | 'restoredFrom' | 'createdAt'> & { name: string | null };

const columns = {
  id: contentRevisions.id,
  version: contentRevisions.version,
  snapshot: contentRevisions.snapshot,
  authorId: contentRevisions.authorId,
  restoredFrom: contentRevisions.restoredFrom,
  createdAt: contentRevisions.createdAt,
  name: displayName(users),
};

export function summaryOf(row: Row): RevisionSummary {
  return {
    id: row.id,
    version: row.version,
    author: personOrNull(row.authorId, row.name),
    created_at: row.createdAt.toISOString(),
    restored_from: row.restoredFrom,
    status: row.snapshot.status,
    titles: { fa: row.snapshot.translations.fa?.title, en: row.snapshot.translations.en?.title },
  };
}

/** The item's current version; 404 when `id` is no item of `type`. */
export async function currentVersionOf(type: ContentType, id: string, db: Database = getDb()): Promise<number> {
  const [item] = await db.select({ version: contents.version }).from(contents).where(and(eq(contents.id, id), eq(contents.type, type))).limit(1);
  if (!item) throw new NotFoundError();
  return item.version;
}

/** An item's revisions, newest first, with who wrote each and when. */
export async function listRevisions(type: ContentType, id: string, db: Database = getDb()): Promise<RevisionListResult> {
  const current = await currentVersionOf(type, id, db);
  const rows = await db
    .select(columns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(eq(contentRevisions.contentId, id))
    .orderBy(desc(contentRevisions.version))
    .limit(LIST_LIMIT);
  return { current_version: current, revisions: rows.map(summaryOf) };
}

/** Some of an item's revisions by version (those still kept). */
export async function revisionsByVersion(id: string, versions: number[], db: Database = getDb()): Promise<Map<number, Row>> {
  const rows = await db
    .select(columns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(and(eq(contentRevisions.contentId, id), inArray(contentRevisions.version, versions)));
  return new Map(rows.map((row) => [row.version, row]));
}
