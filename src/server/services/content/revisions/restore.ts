import { inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { categories, media, tags } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { userHasPermission } from '@/server/access';
import type { WriteContext } from '@/server/services/context';
import type { ContentType } from '@/shared/content-types';
import type { RestoreResult, RevisionSnapshot } from '@/shared/schemas/content-revisions';
import { updateContent } from '../update';
import { currentVersionOf, revisionsByVersion } from './list';

/**
 * Brings back an item's `version` as a new write (and so a new revision that names the version it
 * restored): nothing stored is rewritten. Both languages, attributes, taxonomy, status and date
 * come back; a language the old version lacked is removed. Slugs stay as they are now, so links
 * keep working. Categories, tags or a cover deleted since are left out. A manager without
 * `{type}.publish` restores into a draft, which for an item readers see now is unpublishing it
 * and refused like any unpublishing (403).
 */
export async function restoreRevision(
  { type, id, version, by }: { type: ContentType; id: string; version: number; by: WriteContext },
  db: Database = getDb(),
): Promise<RestoreResult> {
  await currentVersionOf(type, id, db);
  const revision = (await revisionsByVersion(id, [version], db)).get(version);
  if (!revision) throw new NotFoundError();
  const canPublish = await userHasPermission(by.actor, `${type}.publish`, db);
  const input = await inputOf(revision.snapshot, canPublish, db);
  const written = await updateContent({ type, id, input, by, restoredFrom: version }, db);
  return { id, version: written.version, status: written.status, restored_from: version };
}

async function existing(table: typeof categories | typeof tags | typeof media, ids: string[], db: Database): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The update body that writes `snapshot` back. */
async function inputOf(snapshot: RevisionSnapshot, canPublish: boolean, db: Database) {
  const [category, tagIds, cover] = await Promise.all([
    existing(categories, [...(snapshot.category_id ? [snapshot.category_id] : []), ...(snapshot.category_ids ?? [])], db),
    existing(tags, snapshot.tag_ids, db),
    existing(media, snapshot.cover_id ? [snapshot.cover_id] : [], db),
  ]);
  const texts = (locale: 'fa' | 'en') => {
    const text = snapshot.translations[locale];
    if (!text) return null;
    return {
      title: text.title,
      excerpt: text.excerpt,
      body: text.body,
      seo_title: text.seo_title ?? undefined,
      seo_description: text.seo_description ?? undefined,
    };
  };
  // A played file's length is measured again from the file; the stored figure is not input.
  const { duration_seconds: _measured, ...attributes } = snapshot.attributes;
  return {
    status: canPublish ? snapshot.status : 'draft',
    published_at: snapshot.published_at,
    category_id: snapshot.category_id && category.has(snapshot.category_id) ? snapshot.category_id : null,
    // A revision from before extra categories restores none.
    category_ids: (snapshot.category_ids ?? []).filter((id) => category.has(id)),
    tag_ids: snapshot.tag_ids.filter((tag) => tagIds.has(tag)),
    cover_id: snapshot.cover_id && cover.has(snapshot.cover_id) ? snapshot.cover_id : null,
    attributes,
    translations: { fa: texts('fa'), en: texts('en') },
  };
}
