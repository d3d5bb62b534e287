import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { categories, categoryTranslations, importKeys, tagTranslations, tags } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { nativeSlug } from '../slugs';
import type { WxrTerm } from '../wxr/types';
import { saveRedirect } from './redirects';
import type { ImportReport } from './report';
import type { Survey } from './survey';

type Taxonomy = 'category' | 'post_tag';
const kindOf = { category: 'category', post_tag: 'tag' } as const;
const tableOf = { category: categoryTranslations, post_tag: tagTranslations } as const;

/** A term slug of the file (per taxonomy) → the id of the category or tag it became. */
export type TermIds = Record<Taxonomy, Map<string, string>>;

type Member = { term: WxrTerm; locale: Locale; slug: string; name: string };

/**
 * Makes the file's categories and tags, each once: a Polylang pair (`term_translations`) becomes
 * one bilingual term, any other term one in its language. A term whose slug the site already uses
 * in that language is the same term (a second run, or a category the site already had). The
 * categories' hierarchy is kept; every old term address answers 301 to its list.
 */
export async function importTerms(
  tx: Transaction,
  { survey, fallback, report, listSection }: { survey: Survey; fallback: Locale; report: ImportReport; listSection: string },
): Promise<TermIds> {
  const ids: TermIds = { category: new Map(), post_tag: new Map() };
  const categoriesBySlug = new Map(survey.terms.filter((term) => term.taxonomy === 'category').map((term) => [term.slug, term]));
  for (const taxonomy of ['category', 'post_tag'] as const) {
    const groups = new Map<string, Member[]>();
    for (const term of survey.terms) {
      if (term.taxonomy !== taxonomy) continue;
      const locale = (term.id !== null ? survey.termLanguage.get(term.id) : undefined) ?? fallback;
      const group = (term.id !== null ? survey.termGroup.get(term.id) : undefined) ?? `${locale}:${term.slug}`;
      const members = groups.get(group) ?? [];
      // One term per language in a group: a second one in the same language stands on its own.
      const key = members.some((member) => member.locale === locale) ? `${group}:${term.slug}` : group;
      const target = groups.get(key) ?? [];
      target.push({ term, locale, slug: nativeSlug(term.slug, term.name) || `${kindOf[taxonomy]}-${term.id ?? groups.size}`, name: term.name.trim().slice(0, 120) || term.slug });
      groups.set(key, target);
    }
    for (const [group, members] of groups) {
      const id = await upsertTerm(tx, taxonomy, `${survey.siteKey}${kindOf[taxonomy]}|${group}`, members);
      for (const member of members) {
        ids[taxonomy].set(member.term.slug, id);
        if (member.term.id !== null && member.term.id < 0) report.add({ level: 'info', kind: kindOf[taxonomy], key: member.term.slug, message: 'termsUndeclared', detail: member.name });
        const base = taxonomy === 'category' ? 'category' : 'tag';
        const target = `/${member.locale}/${listSection}/${base}/${member.slug}`;
        const paths = taxonomy === 'category' ? [member.term.slug, categoryPath(categoriesBySlug, member.term)] : [member.term.slug];
        for (const source of [...new Set(paths)].flatMap((termPath) => [`/${base}/${termPath}`, `/${member.locale}/${base}/${termPath}`])) {
          await saveRedirect(tx, { source: `${survey.basePath}${source}`, target, contentId: null });
        }
      }
      report.tick(kindOf[taxonomy]);
    }
  }
  await linkParents(tx, survey, ids.category);
  return ids;
}

async function upsertTerm(tx: Transaction, taxonomy: Taxonomy, sourceKey: string, members: Member[]): Promise<string> {
  const table = tableOf[taxonomy];
  const kind = kindOf[taxonomy];
  const [known] = await tx.select({ id: importKeys.targetId }).from(importKeys).where(and(eq(importKeys.kind, kind), eq(importKeys.sourceKey, sourceKey)));
  let id = known?.id;
  if (!id) {
    for (const member of members) {
      const idColumn = taxonomy === 'category' ? categoryTranslations.categoryId : tagTranslations.tagId;
      const [same] = await tx.select({ id: idColumn }).from(table).where(and(eq(table.locale, member.locale), eq(table.slug, member.slug))).limit(1);
      if (same) id = same.id;
    }
  }
  if (!id) {
    const [row] = taxonomy === 'category' ? await tx.insert(categories).values({}).returning({ id: categories.id }) : await tx.insert(tags).values({}).returning({ id: tags.id });
    id = row!.id;
  }
  for (const member of members) {
    const values = { locale: member.locale, name: member.name, slug: member.slug };
    if (taxonomy === 'category') {
      await tx.insert(categoryTranslations).values({ categoryId: id, ...values }).onConflictDoUpdate({ target: [categoryTranslations.categoryId, categoryTranslations.locale], set: { name: values.name } });
    } else {
      await tx.insert(tagTranslations).values({ tagId: id, ...values }).onConflictDoUpdate({ target: [tagTranslations.tagId, tagTranslations.locale], set: { name: values.name } });
    }
  }
  await tx.insert(importKeys).values({ kind, sourceKey, targetId: id }).onConflictDoNothing();
  return id;
}

/**
 * A category's address below `/category/` as WordPress writes it for a child: its ancestors'
 * slugs, outermost first (`parent/child-1/child-2`). A loop in the file ends the walk.
 */
function categoryPath(bySlug: ReadonlyMap<string, WxrTerm>, term: WxrTerm): string {
  const slugs = [term.slug];
  for (let parent = term.parentSlug ? bySlug.get(term.parentSlug) : undefined; parent && !slugs.includes(parent.slug); parent = parent.parentSlug ? bySlug.get(parent.parentSlug) : undefined) {
    slugs.unshift(parent.slug);
  }
  return slugs.join('/');
}

/** WordPress names a category's parent by slug; both ends are known once every category exists. */
async function linkParents(tx: Transaction, survey: Survey, ids: Map<string, string>): Promise<void> {
  for (const term of survey.terms) {
    if (term.taxonomy !== 'category' || !term.parentSlug) continue;
    const id = ids.get(term.slug);
    const parentId = ids.get(term.parentSlug);
    if (id && parentId && id !== parentId) await tx.update(categories).set({ parentId }).where(eq(categories.id, id));
  }
}
