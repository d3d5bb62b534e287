import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { hydrateItems, selectItems, type ContentListItem } from './items';
import { isVisible } from './visibility';

async function visibleInOrder(ids: string[], where: SQL | undefined, locale: Locale, db: Database): Promise<ContentListItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectItems(db, locale).where(and(where, inArray(contents.id, ids), isVisible()));
  const items = await hydrateItems(db, rows, locale);
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Visible items of `type` by id, in the order of `ids` (for a user's saves, likes and checks,
 * newest interaction first). Ids that are hidden or untranslated in `locale` are skipped.
 * Three queries whatever the number of ids.
 */
export async function listContentsByIds(
  type: ContentType,
  ids: string[],
  locale: Locale,
  db: Database = getDb(),
): Promise<ContentListItem[]> {
  return visibleInOrder(ids, eq(contents.type, type), locale, db);
}

/** The same for items of any type (a where-to-start guide mixes them). */
export async function listAnyContentsByIds(ids: string[], locale: Locale, db: Database = getDb()): Promise<ContentListItem[]> {
  return visibleInOrder(ids, undefined, locale, db);
}
