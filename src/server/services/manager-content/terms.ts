import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { invalidateAllContent } from '@/server/cache';
import { getDb, type Db, type Database, type Transaction } from '@/server/db/client';
import { categories, categoryTranslations, contentTags, contents, tagTranslations, tags } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/http/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import { normalizePersian, slugify } from '@/shared/text/normalize';
import type { ManagedTerm, TermWriteInput } from '@/shared/schemas/manager-content';
import type { WriteContext } from '@/server/services/context';

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
        ? db.select({ id: contents.categoryId, n: count() }).from(contents).where(inArray(contents.categoryId, ids)).groupBy(contents.categoryId)
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
async function writeNames(tx: Transaction, kind: TermKind, id: string, input: TermWriteInput): Promise<void> {
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

type TermWrite = {
  kind: TermKind;
  input: TermWriteInput;
  /** The manager writing: the activity row goes in the same transaction. The seed and tests write without one. */
  by?: WriteContext;
};

/** Creates a category or tag with its names (a slug is made from the name when absent). */
export async function createManagedTerm({ kind, input, by }: TermWrite, db: Database = getDb()): Promise<ManagedTerm> {
  const id = await db.transaction(async (tx) => {
    const [row] =
      kind === 'categories'
        ? await tx.insert(categories).values({ position: input.position }).returning({ id: categories.id })
        : await tx.insert(tags).values({}).returning({ id: tags.id });
    await writeNames(tx, kind, row!.id, input);
    if (by) await recordWrite(tx, by, `${kind}.create`, row!.id, { names: namesOf(input) });
    return row!.id;
  });
  return getManagedTerm(kind, id, db);
}

/** Renames a category or tag (both languages are replaced) and moves a category. */
export async function updateManagedTerm({ kind, id, input, by }: TermWrite & { id: string }): Promise<ManagedTerm> {
  await getDb().transaction(async (tx) => {
    const before = await getManagedTerm(kind, id, tx);
    if (kind === 'categories') await tx.update(categories).set({ position: input.position }).where(eq(categories.id, id));
    await writeNames(tx, kind, id, input);
    if (by)
      await recordWrite(tx, by, `${kind}.update`, id, {
        before: { fa: before.translations.fa?.name, en: before.translations.en?.name, position: before.position },
        after: { ...namesOf(input), position: input.position },
      });
  });
  // Item pages show category and tag names.
  await invalidateAllContent();
  return getManagedTerm(kind, id);
}

/** Deletes a term; items keep existing (a category is unset, a tag is removed from them). */
export async function deleteManagedTerm({ kind, id, by }: Omit<TermWrite, 'input'> & { id: string }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await getManagedTerm(kind, id, tx);
    if (kind === 'categories') await tx.delete(categories).where(eq(categories.id, id));
    else await tx.delete(tags).where(eq(tags.id, id));
    if (by) await recordWrite(tx, by, `${kind}.delete`, id, { fa: before.translations.fa?.name, en: before.translations.en?.name, items: before.content_count });
  });
  await invalidateAllContent();
}

function namesOf(input: TermWriteInput) {
  return { fa: input.translations.fa?.name, en: input.translations.en?.name };
}
