import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { hydrateItems, selectItems, type ContentListItem } from './items';
import { isVisible } from './visibility';

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
  if (ids.length === 0) return [];
  const rows = await selectItems(db, locale).where(and(eq(contents.type, type), inArray(contents.id, ids), isVisible()));
  const items = await hydrateItems(db, rows, locale);
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
