import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { media } from '@/server/db/schema';
import { paginationMetaOf } from '@/shared/schemas/pagination';
import type { MediaLibraryItem, MediaLibraryQuery } from '@/shared/schemas/portability';
import { mediaUrl } from './urls';

function toLibraryItem(row: typeof media.$inferSelect): MediaLibraryItem {
  return {
    id: row.id,
    url: mediaUrl(row.path),
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    original_name: row.originalName,
    missing_from: row.missingFrom,
    created_at: row.createdAt.toISOString(),
  };
}

/** The media library, newest first, of one kind and one status (stored, or missing: a placeholder an import left). */
export async function listMediaLibrary(query: MediaLibraryQuery, db: Database = getDb()) {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(media.kind, query.kind));
  if (query.status === 'missing') conditions.push(isNotNull(media.missingFrom));
  if (query.status === 'stored') conditions.push(isNull(media.missingFrom));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(query.per_page).offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(media).where(where),
  ]);
  return { data: rows.map(toLibraryItem), meta: paginationMetaOf(query, total?.value ?? 0) };
}
