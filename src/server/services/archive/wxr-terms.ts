import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { contents, users } from '@/server/db/schema';
import { localeInfo, locales } from '@/i18n/locales';
import { cdataTag, phpSerialize, tag, wpSlug, type XmlOut } from './wxr-xml';

/**
 * WordPress keeps one slug per taxonomy for all languages, this site one per language: a slug
 * both languages use would merge two terms, so each language's copy gets its language appended.
 */
export function termNicename(slug: string, locale: string, shared: boolean): string {
  return wpSlug(shared ? `${slug}-${locale}` : slug);
}

/** Whether another language's translation of any term of `table` uses the row `alias`'s slug. */
export const sharedSlug = (table: string, alias: string) =>
  sql.raw(`exists (select 1 from "${table}" as o where o.slug = ${alias}.slug and o.locale <> ${alias}.locale)`);

export type Authors = Map<string, string>;

/** The login a byline without an account signs with: `byline:` keys it among the accounts' ids. */
export const bylineKey = (byline: string): string => `byline:${byline}`;

/**
 * `<wp:author>` for everyone who signs an item; resolves user id → login for the items. A byline
 * with no account behind it (what a WordPress import without `--create-accounts` leaves) is an
 * author too, under a login WordPress accepts (`byline-1`…: a login keeps ASCII letters only)
 * with the byline as its display name, so WordPress's importer makes that author and files the
 * posts under it instead of under whoever runs the import.
 */
export async function writeAuthors(xml: XmlOut, db: Database): Promise<Authors> {
  const rows = await db
    .selectDistinct({
      id: users.id,
      login: users.username,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .innerJoin(contents, eq(contents.authorId, users.id))
    .orderBy(asc(users.username));
  const bylines = await db
    .selectDistinct({ byline: contents.byline })
    .from(contents)
    .where(and(isNull(contents.authorId), isNotNull(contents.byline), ne(contents.byline, '')))
    .orderBy(asc(contents.byline));
  const authors: Authors = new Map();
  const logins = new Set(rows.map((row) => row.login.toLowerCase()));
  let next = 0;
  const all = [
    ...rows.map((row) => ({
      key: row.id,
      ...row,
      display: [row.firstname, row.lastname].filter(Boolean).join(' ') || row.login,
    })),
    ...bylines.map(({ byline }) => {
      let login: string;
      do login = `byline-${++next}`;
      while (logins.has(login));
      return { key: bylineKey(byline!), login, email: '', firstname: '', lastname: '', display: byline! };
    }),
  ];
  for (const [index, row] of all.entries()) {
    authors.set(row.key, row.login);
    await xml.write(
      '<wp:author>',
      tag('wp:author_id', index + 1),
      cdataTag('wp:author_login', row.login),
      cdataTag('wp:author_email', row.email),
      cdataTag('wp:author_display_name', row.display),
      cdataTag('wp:author_first_name', row.firstname),
      cdataTag('wp:author_last_name', row.lastname),
      '</wp:author>',
    );
  }
  return authors;
}

/**
 * The term ids each category and tag got, per language, keyed by its id here (a UUID: categories
 * and tags never share one): what Polylang's
 * `term_translations` terms list so a WordPress with Polylang pairs the two languages' terms again.
 */
export type TermIds = Map<string, [string, number][]>;

function remember(termIds: TermIds, key: string, locale: string, id: number): void {
  const group = termIds.get(key);
  if (group) group.push([locale, id]);
  else termIds.set(key, [[locale, id]]);
}

/** A `<wp:term>` of any taxonomy, as WordPress's exporter writes one. */
function term(id: number, taxonomy: string, slug: string, name: string, description?: string): string[] {
  return [
    '<wp:term>',
    tag('wp:term_id', id),
    cdataTag('wp:term_taxonomy', taxonomy),
    cdataTag('wp:term_slug', slug),
    cdataTag('wp:term_parent', ''),
    cdataTag('wp:term_name', name),
    ...(description === undefined ? [] : [cdataTag('wp:term_description', description)]),
    '</wp:term>',
  ];
}

/**
 * The site's languages as Polylang's `language` terms (locale, direction and flag in the
 * description, as Polylang stores them) and their `term_language` twins, so a WordPress with
 * Polylang but without these languages yet makes them on import, and one that has them maps
 * the items' `language` terms onto its own by slug.
 */
export async function writeLanguages(xml: XmlOut, nextTermId: () => number): Promise<void> {
  for (const locale of locales) {
    const { tag: bcp47, dir, name } = localeInfo[locale];
    const [, region = ''] = bcp47.split('-');
    const description = phpSerialize([
      ['locale', bcp47.replace('-', '_')],
      ['rtl', dir === 'rtl' ? 1 : 0],
      ['flag_code', region.toLowerCase()],
    ]);
    await xml.write(...term(nextTermId(), 'language', locale, name, description));
    await xml.write(...term(nextTermId(), 'term_language', `pll_${locale}`, name));
  }
}

/**
 * A `term_translations` group's slug that sorts before every group Polylang makes on import.
 * As WordPress's importer creates each category and tag, Polylang files it in a group of its own
 * named `uniqid('pll_')` (hex of the clock: `pll_6b14…` in 2026), and only then adds the term to
 * the file's group; a term in two groups is read as in the one whose name sorts first. A WordPress
 * export's groups were named earlier, so sort first and win; a name made from this site's ids
 * would lose to the clock's (measured: 1 term pair of 7 came back, against 7 with this form).
 */
export const termGroupSlug = (id: string): string => `pll_0${id.replace(/-/g, '')}`;

/**
 * One Polylang `term_translations` term per category or tag that has both languages: its
 * description maps each language to the term id written above, which Polylang's importer turns
 * into the new ids and into each term's language. A term in one language only gets none, as on
 * a Polylang site.
 */
export async function writeTermTranslations(xml: XmlOut, termIds: TermIds, nextTermId: () => number): Promise<void> {
  for (const [key, group] of termIds) {
    if (group.length < 2) continue;
    const slug = termGroupSlug(key);
    await xml.write(...term(nextTermId(), 'term_translations', slug, slug, phpSerialize(group)));
  }
}

type CategoryRow = {
  category_id: string;
  locale: string;
  name: string;
  slug: string;
  shared: boolean;
  parent_slug: string | null;
  parent_locale: string | null;
  parent_shared: boolean | null;
};
type TagRow = { tag_id: string; locale: string; name: string; slug: string; shared: boolean };

/**
 * Categories in both languages, parents first (WordPress's importer finds a parent by its slug
 * among the terms it already made). Categories are read in one query: ordering a tree by depth
 * is what a keyset walk cannot do, and a site has few.
 */
export async function writeCategories(xml: XmlOut, db: Database, nextTermId: () => number, termIds: TermIds): Promise<void> {
  const result = await db.execute<CategoryRow>(sql`
    with recursive tree (id, depth) as (
      select id, 0 from categories where parent_id is null
      union
      select c.id, tree.depth + 1 from categories as c join tree on c.parent_id = tree.id where tree.depth < 100
    )
    select t.category_id, t.locale, t.name, t.slug, ${sharedSlug('category_translations', 't')} as shared,
      p.slug as parent_slug, p.locale as parent_locale, ${sharedSlug('category_translations', 'p')} as parent_shared
    from category_translations as t
    join categories as c on c.id = t.category_id
    join tree on tree.id = c.id
    left join category_translations as p on p.category_id = c.parent_id and p.locale = t.locale
    order by tree.depth, c.position, t.category_id, t.locale`);
  for (const row of result.rows) {
    const id = nextTermId();
    remember(termIds, row.category_id, row.locale, id);
    await xml.write(
      '<wp:category>',
      tag('wp:term_id', id),
      tag('wp:category_nicename', termNicename(row.slug, row.locale, row.shared)),
      tag('wp:category_parent', row.parent_slug ? termNicename(row.parent_slug, row.parent_locale!, row.parent_shared!) : ''),
      cdataTag('wp:cat_name', row.name),
      '</wp:category>',
    );
  }
}

/** Tags in both languages, a page at a time. */
export async function writeTags(xml: XmlOut, db: Database, nextTermId: () => number, termIds: TermIds): Promise<void> {
  let after: TagRow | undefined;
  for (;;) {
    const where = after ? sql`where (t.tag_id, t.locale) > (${after.tag_id}::uuid, ${after.locale})` : sql``;
    const { rows } = await db.execute<TagRow>(sql`
      select t.tag_id, t.locale, t.name, t.slug, ${sharedSlug('tag_translations', 't')} as shared
      from tag_translations as t ${where} order by t.tag_id, t.locale limit 500`);
    for (const row of rows) {
      const id = nextTermId();
      remember(termIds, row.tag_id, row.locale, id);
      await xml.write(
        '<wp:tag>',
        tag('wp:term_id', id),
        tag('wp:tag_slug', termNicename(row.slug, row.locale, row.shared)),
        cdataTag('wp:tag_name', row.name),
        '</wp:tag>',
      );
    }
    if (rows.length < 500) return;
    after = rows.at(-1);
  }
}
