import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { getDb, type Db, type Transaction } from '@/server/db/client';
import { categories, categoryTranslations, contentCategories, contentTags, tagTranslations, tags } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/errors';
import { normalizePersian, slugify } from '@/shared/text/normalize';
import type { ManagedTerm, TermWriteInput } from '@/shared/schemas/manager-content';

/** Categories and tags share one shape (names and slugs per language); categories also have a position. */
export type TermKind = 'categories' | 'tags';

const tables = {
  categories: { main: categories, texts: categoryTranslations, key: categoryTranslations.categoryId },
  tags: { main: tags, texts: tagTranslations, key: tagTranslations.tagId },
} as const;

/** Categories or tags (all, or the one with `id`) with both languages and how many items use each. */
async function loadTerms(kind: TermKind, db: Db, id?: string): Promise<ManagedTerm[]> {
  const { main, texts, key } = tables[kind];
  const order = kind === 'categories' ? [asc(categories.position), asc(categories.createdAt)] : [asc(tags.createdAt)];
  const rows = await db.select().from(main).where(id ? eq(main.id, id) : undefined).orderBy(...order);
  const ids = rows.map((row) => row.id);
  const [names, usage] = await Promise.all([
    ids.length ? db.select({ id: key, locale: texts.locale, name: texts.name, slug: texts.slug }).from(texts).where(inArray(key, ids)) : [],
    ids.length
      ? kind === 'categories'
        ? // Every item filed under it, as its primary category or an extra one (ADR 0032).
          db
            .select({ id: contentCategories.categoryId, n: count() })
            .from(contentCategories)
            .where(inArray(contentCategories.categoryId, ids))
            .groupBy(contentCategories.categoryId)
        : db.select({ id: contentTags.tagId, n: count() }).from(contentTags).where(inArray(contentTags.tagId, ids)).groupBy(contentTags.tagId)
      : [],
  ]);
  return rows.map((row): ManagedTerm => {
    const own = names.filter((name) => name.id === row.id);
    const pick = (locale: 'fa' | 'en') => {
      const found = own.find((name) => name.locale === locale);
      return found ? { name: found.name, slug: found.slug } : undefined;
    };
    return {
      id: row.id,
      position: 'position' in row ? row.position : 0,
      translations: { fa: pick('fa'), en: pick('en') },
      content_count: usage.find((use) => use.id === row.id)?.n ?? 0,
    };
  });
}

/** Every category or tag with both languages and how many items use it, optionally searched by name. */
export async function listManagedTerms(kind: TermKind, q?: string, db: Db = getDb()): Promise<ManagedTerm[]> {
  const terms = await loadTerms(kind, db);
  const needle = q ? normalizePersian(q).toLowerCase() : '';
  if (!needle) return terms;
  return terms.filter((term) =>
    [term.translations.fa?.name, term.translations.en?.name].some((name) => name && normalizePersian(name).toLowerCase().includes(needle)),
  );
}

export async function getManagedTerm(kind: TermKind, id: string, db: Db = getDb()): Promise<ManagedTerm> {
  const [found] = await loadTerms(kind, db, id);
  if (!found) throw new NotFoundError();
  return found;
}

/** Writes a term's names (replacing both languages); a slug taken in that language is a field error. */
export async function writeNames(tx: Transaction, kind: TermKind, id: string, input: TermWriteInput): Promise<void> {
  const { texts, key } = tables[kind];
  await tx.delete(texts).where(eq(key, id));
  for (const locale of ['fa', 'en'] as const) {
    const text = input.translations[locale];
    if (!text) continue;
    const slug = text.slug ? slugify(text.slug) : slugify(text.name);
    if (!slug) throw ValidationError.field(`translations.${locale}.slug`, 'content.validation.slug');
    const sameSlug = await tx
      .select({ id: key })
      .from(texts)
      .where(and(eq(texts.locale, locale), eq(texts.slug, slug)));
    if (sameSlug.some((row) => row.id !== id)) throw ValidationError.field(`translations.${locale}.slug`, 'content.validation.slugTaken');
    const values = { locale, name: text.name, slug };
    if (kind === 'categories') await tx.insert(categoryTranslations).values({ ...values, categoryId: id });
    else await tx.insert(tagTranslations).values({ ...values, tagId: id });
  }
}

export function namesOf(input: TermWriteInput) {
  return { fa: input.translations.fa?.name, en: input.translations.en?.name };
}
