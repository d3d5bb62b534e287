import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { compareQuery } from '@/shared/schemas/content';
import { hydrateItems, selectItems, type ContentListItem } from './items';
import { isVisible } from './visibility';

/**
 * Two to four visible metaverses side by side, in the order asked (the compare page's rows are
 * the twelve feature topics and the specifications in their attributes). Fewer than two or more
 * than four ids is a validation error; an id that names no visible metaverse in `locale` is a 404.
 */
export async function compareMetaverses(ids: string[], locale: Locale, db: Database = getDb()): Promise<ContentListItem<'metaverses'>[]> {
  const { ids: unique } = compareQuery.parse({ ids });
  const rows = await selectItems(db, locale).where(
    and(eq(contents.type, 'metaverses'), inArray(contents.id, unique), isVisible()),
  );
  if (rows.length !== unique.length) throw new NotFoundError();
  const items = await hydrateItems(db, rows, locale);
  const byId = new Map(items.map((item) => [item.id, item]));
  return unique.map((id) => byId.get(id)).filter((item) => item !== undefined) as ContentListItem<'metaverses'>[];
}
