import { getDb, type Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import type { ContentType } from '@/shared/content-types';
import type { RevisionComparison, RevisionSnapshot, ValueChange } from '@/shared/schemas/content-revisions';
import { currentVersionOf, revisionsByVersion, summaryOf } from './list';
import { languageDiff } from './text-diff';

/**
 * Two versions of an item side by side: per language, each text field's word-level changes (the
 * body compared as paragraphs of text, not as markup), and the fields that are no text. 404 when
 * either version is not kept.
 */
export async function compareRevisions(
  type: ContentType,
  id: string,
  { from, to }: { from: number; to: number },
  db: Database = getDb(),
): Promise<RevisionComparison> {
  await currentVersionOf(type, id, db);
  const found = await revisionsByVersion(id, [from, to], db);
  const [older, newer] = [found.get(from), found.get(to)];
  if (!older || !newer) throw new NotFoundError();
  const [before, after] = [older.snapshot, newer.snapshot];
  return {
    from: summaryOf(older),
    to: summaryOf(newer),
    languages: {
      fa: languageDiff(before.translations.fa, after.translations.fa, 'fa'),
      en: languageDiff(before.translations.en, after.translations.en, 'en'),
    },
    other: otherChanges(before, after),
  };
}

const instant = (value: string | null) => (value ? new Date(value).toISOString() : null);

const shown = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** Status, date, taxonomy, cover and each attribute that differs, as the two stored values. */
function otherChanges(before: RevisionSnapshot, after: RevisionSnapshot): ValueChange[] {
  // A date is compared as the instant it names and tags as a set: a version written another way
  // (an offset instead of Z, tags in another order) changed nothing a reader could see.
  const pairs: [string, unknown, unknown][] = [
    ['status', before.status, after.status],
    ['published_at', instant(before.published_at), instant(after.published_at)],
    ['category_id', before.category_id, after.category_id],
    ['category_ids', [...(before.category_ids ?? [])].sort(), [...(after.category_ids ?? [])].sort()],
    ['tag_ids', [...before.tag_ids].sort(), [...after.tag_ids].sort()],
    ['cover_id', before.cover_id, after.cover_id],
  ];
  const keys = new Set([...Object.keys(before.attributes), ...Object.keys(after.attributes)]);
  for (const key of [...keys].sort()) pairs.push([`attributes.${key}`, before.attributes[key], after.attributes[key]]);
  return pairs.flatMap(([field, old, now]) => {
    const [a, b] = [shown(old), shown(now)];
    return a === b ? [] : [{ field, before: a, after: b }];
  });
}
