import { and, count, desc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { categoryTranslations, contentTags, contentTranslations, contents, tagTranslations } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { offsetOf, paginationMetaOf, type PaginationMeta } from '@/shared/schemas/pagination';
import { listContentsQuery, type ListContentsInput } from '@/shared/schemas/content';
import { hydrateItems, selectItems, type ContentListItem } from './items';
import { normalizeQuery, searchMatch } from './search-match';
import { isVisible } from './visibility';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?category=` and `?tag=` accept an id or a slug in either language (a shared link keeps working). */
function categoryFilter(db: Database, value: string): SQL {
  if (UUID.test(value)) return eq(contents.categoryId, value);
  return inArray(
    contents.categoryId,
    db.select({ id: categoryTranslations.categoryId }).from(categoryTranslations).where(eq(categoryTranslations.slug, value)),
  );
}

function tagFilter(db: Database, value: string): SQL {
  const tagMatch = UUID.test(value) ? eq(contentTags.tagId, value) : eq(tagTranslations.slug, value);
  return exists(
    db
      .select({ one: contentTags.tagId })
      .from(contentTags)
      .innerJoin(tagTranslations, eq(tagTranslations.tagId, contentTags.tagId))
      .where(and(eq(contentTags.contentId, contents.id), tagMatch)),
  );
}

/**
 * One page of visible items of a type in `locale` (only items translated into it), filtered and
 * sorted as the list page asks. Four queries whatever the page size: count, page, tags, slugs.
 * `query` may come straight from a URL (strings are coerced); invalid values throw a ZodError.
 */
export async function listContents(
  type: ContentType,
  query: ListContentsInput,
  locale: Locale,
  db: Database = getDb(),
): Promise<{ items: ContentListItem[]; meta: PaginationMeta }> {
  const parsed = listContentsQuery.parse(query);
  const conditions: SQL[] = [eq(contents.type, type), isVisible()];
  if (parsed.category) conditions.push(categoryFilter(db, parsed.category));
  if (parsed.tag) conditions.push(tagFilter(db, parsed.tag));
  const q = parsed.q ? normalizeQuery(parsed.q) : '';
  if (q) conditions.push(searchMatch(q));
  const where = and(...conditions);

  const order =
    parsed.sort === 'most_liked'
      ? [desc(contents.likeCount), desc(contents.publishedAt), desc(contents.id)]
      : [desc(contents.publishedAt), desc(contents.id)];

  const [totals, rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(contents)
      .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, locale)))
      .where(where),
    selectItems(db, locale)
      .where(where)
      .orderBy(...order)
      .limit(parsed.per_page)
      .offset(offsetOf(parsed)),
  ]);
  const items = await hydrateItems(db, rows, locale);
  return { items, meta: paginationMetaOf(parsed, totals[0]?.total ?? 0) };
}

