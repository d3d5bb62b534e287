import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { wordpressPostType } from '@/server/services/wordpress/post-types';
import { bylineKey, sharedSlug, termNicename, type Authors } from './wxr-terms';
import { absoluteUrls, itemHead, PAGE, postmeta, type Numbering, type Timestamp } from './wxr-post';
import { cdata, cdataTag, esc, phpSerialize, tag, wpDate, wpSlug, type XmlOut } from './wxr-xml';

const STATUS: Record<string, string> = { published: 'publish', draft: 'draft', scheduled: 'future', archived: 'private' };
const APPROVAL: Record<string, string> = { approved: '1', pending: '0', rejected: 'trash' };

type ItemRow = {
  content_id: string;
  locale: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seo_title: string | null;
  seo_description: string | null;
  type: string;
  status: string;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  author_id: string | null;
  byline: string | null;
  is_sticky: boolean;
  cover_id: string | null;
  parent_id: string | null;
  attributes: unknown;
  category_name: string | null;
  category_slug: string | null;
  category_locale: string | null;
  category_shared: boolean | null;
};
/** A tag or category of an item, in one language. */
type TermRow = { content_id: string; term_id: string; locale: string; name: string; slug: string; shared: boolean };
type CommentRow = {
  id: string;
  content_id: string;
  parent_id: string | null;
  locale: string;
  body: string;
  status: string;
  created_at: Timestamp;
  username: string | null;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
};

/** One language's names of an item's tags or categories: its own translation, else the other language's. */
function termsOf(rows: TermRow[], contentId: string, locale: string): TermRow[] {
  const byTerm = new Map<string, TermRow>();
  for (const row of rows) {
    if (row.content_id !== contentId) continue;
    const seen = byTerm.get(row.term_id);
    if (!seen || (seen.locale !== locale && row.locale === locale)) byTerm.set(row.term_id, row);
  }
  return [...byTerm.values()];
}

/** A post's `<category>` element for one of its terms, in the language the term was picked in. */
function termElement(domain: 'category' | 'post_tag', term: Pick<TermRow, 'slug' | 'locale' | 'shared' | 'name'>): string {
  return `<category domain="${domain}" nicename="${esc(termNicename(term.slug, term.locale, term.shared))}">${cdata(term.name)}</category>`;
}

function commentsOf(rows: CommentRow[], contentId: string, locale: string, numbering: Numbering): string[] {
  const ids = new Map<string, number>();
  return rows
    .filter((row) => row.content_id === contentId && row.locale === locale)
    .map((row) => {
      const id = numbering.nextComment();
      ids.set(row.id, id);
      const author = [row.firstname, row.lastname].filter(Boolean).join(' ') || row.username || '';
      return [
        '<wp:comment>',
        tag('wp:comment_id', id),
        cdataTag('wp:comment_author', author),
        cdataTag('wp:comment_author_email', row.email ?? ''),
        cdataTag('wp:comment_author_url', ''),
        cdataTag('wp:comment_author_IP', ''),
        cdataTag('wp:comment_date', wpDate(row.created_at)),
        cdataTag('wp:comment_date_gmt', wpDate(row.created_at)),
        cdataTag('wp:comment_content', row.body),
        cdataTag('wp:comment_approved', APPROVAL[row.status] ?? '0'),
        cdataTag('wp:comment_type', 'comment'),
        // Parents are read first (a reply's parent has no parent), so its number is known here.
        tag('wp:comment_parent', row.parent_id ? (ids.get(row.parent_id) ?? 0) : 0),
        tag('wp:comment_user_id', 0),
        '</wp:comment>',
      ].join('');
    });
}

/**
 * Gives every translation its post id, in the order `writeItems` writes them, and writes one
 * Polylang `post_translations` term per item in both languages, its description mapping each
 * language to that post id. Polylang's importer reads those descriptions to pair the new posts;
 * a term an item names without one is made empty, and the pair is lost.
 */
export async function writePostTranslations(
  xml: XmlOut,
  db: Database,
  numbering: Numbering,
  nextTermId: () => number,
): Promise<void> {
  let group: { id: string; members: [string, number][] } | undefined;
  const flush = async () => {
    if (!group || group.members.length < 2) return;
    numbering.paired.add(group.id);
    const slug = `pll_${group.id}`;
    await xml.write(
      '<wp:term>',
      tag('wp:term_id', nextTermId()),
      cdataTag('wp:term_taxonomy', 'post_translations'),
      cdataTag('wp:term_slug', slug),
      cdataTag('wp:term_parent', ''),
      cdataTag('wp:term_name', slug),
      cdataTag('wp:term_description', phpSerialize(group.members)),
      '</wp:term>',
    );
  };
  let after: { content_id: string; locale: string } | undefined;
  for (;;) {
    const where = after ? sql`where (content_id, locale) > (${after.content_id}::uuid, ${after.locale})` : sql``;
    const { rows } = await db.execute<{ content_id: string; locale: string }>(sql`
      select content_id, locale from content_translations ${where} order by content_id, locale limit 1000`);
    for (const row of rows) {
      const id = numbering.nextPost();
      numbering.translations.set(`${row.content_id}:${row.locale}`, id);
      if (group?.id !== row.content_id) {
        await flush();
        group = { id: row.content_id, members: [] };
      }
      group.members.push([row.locale, id]);
    }
    if (rows.length < 1000) break;
    after = rows.at(-1);
  }
  await flush();
}

/**
 * Each translation of each item as its own `<item>`, a page at a time: an article as a `post`,
 * any other type as its own post type (`darvazeh_book`); its language and its pair as Polylang's
 * `language` and `post_translations` terms (WordPress without Polylang reports those two terms as
 * not imported and imports the post), and its comments in its language.
 */
export async function writeItems(
  xml: XmlOut,
  db: Database,
  { siteUrl, authors, numbering }: { siteUrl: string; authors: Authors; numbering: Numbering },
): Promise<void> {
  let after: ItemRow | undefined;
  for (;;) {
    const where = after ? sql`where (t.content_id, t.locale) > (${after.content_id}::uuid, ${after.locale})` : sql``;
    const { rows } = await db.execute<ItemRow>(sql`
      select t.content_id, t.locale, t.slug, t.title, t.excerpt, t.body, t.seo_title, t.seo_description,
        c.type, c.status, c.published_at, c.created_at, c.updated_at, c.author_id, c.byline, c.is_sticky, c.cover_id, c.parent_id, c.attributes,
        cat.name as category_name, cat.slug as category_slug, cat.locale as category_locale, cat.shared as category_shared
      from content_translations as t
      join contents as c on c.id = t.content_id
      left join lateral (
        select ct.name, ct.slug, ct.locale, ${sharedSlug('category_translations', 'ct')} as shared
        from category_translations as ct where ct.category_id = c.category_id order by ct.locale = t.locale desc limit 1
      ) as cat on true
      ${where} order by t.content_id, t.locale limit ${PAGE}`);
    if (rows.length === 0) return;
    const ids = sql.join(
      [...new Set(rows.map((row) => row.content_id))].map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const tags = (
      await db.execute<TermRow>(sql`
      select ct.content_id, ct.tag_id as term_id, tt.locale, tt.name, tt.slug, ${sharedSlug('tag_translations', 'tt')} as shared
      from content_tags as ct join tag_translations as tt on tt.tag_id = ct.tag_id
      where ct.content_id in (${ids}) order by ct.content_id, ct.tag_id, tt.locale`)
    ).rows;
    // The categories beside the primary one (ADR 0032), written after it: WordPress's importer
    // and ours take the first category a post lists as its primary.
    const extraCategories = (
      await db.execute<TermRow>(sql`
      select cc.content_id, cc.category_id as term_id, ct.locale, ct.name, ct.slug, ${sharedSlug('category_translations', 'ct')} as shared
      from content_categories as cc
      join contents as c on c.id = cc.content_id
      join category_translations as ct on ct.category_id = cc.category_id
      where cc.content_id in (${ids}) and cc.category_id is distinct from c.category_id
      order by cc.content_id, cc.category_id, ct.locale`)
    ).rows;
    const comments = (
      await db.execute<CommentRow>(sql`
      select cm.id, cm.content_id, cm.parent_id, cm.locale, cm.body, cm.status, cm.created_at, u.username, u.email, u.firstname, u.lastname
      from comments as cm left join users as u on u.id = cm.user_id
      where cm.content_id in (${ids}) order by cm.content_id, cm.parent_id is not null, cm.created_at, cm.id`)
    ).rows;

    for (const row of rows) {
      const date = row.published_at ?? row.created_at;
      const terms = [
        row.category_slug
          ? termElement('category', { slug: row.category_slug, locale: row.category_locale!, shared: row.category_shared!, name: row.category_name! })
          : '',
        ...termsOf(extraCategories, row.content_id, row.locale).map((t) => termElement('category', t)),
        ...termsOf(tags, row.content_id, row.locale).map((t) => termElement('post_tag', t)),
        `<category domain="language" nicename="${esc(row.locale)}">${cdata(localeInfo[row.locale as Locale]?.name ?? row.locale)}</category>`,
        numbering.paired.has(row.content_id)
          ? `<category domain="post_translations" nicename="pll_${esc(row.content_id)}">${cdata(`pll_${row.content_id}`)}</category>`
          : '',
      ].filter(Boolean);
      const cover = row.cover_id ? numbering.attachments.get(row.cover_id) : undefined;
      const meta = [
        ...(cover ? [postmeta('_thumbnail_id', cover)] : []),
        ...(row.seo_title ? [postmeta('_yoast_wpseo_title', row.seo_title)] : []),
        ...(row.seo_description ? [postmeta('_yoast_wpseo_metadesc', row.seo_description)] : []),
        ...(row.byline ? [postmeta('_darvazeh_byline', row.byline)] : []),
        postmeta('_darvazeh_id', row.content_id),
        postmeta('_darvazeh_type', row.type),
        postmeta('_darvazeh_attributes', absoluteUrls(JSON.stringify(row.attributes ?? {}), siteUrl)),
      ];
      const link = `${siteUrl}/${row.locale}/${row.type}/${encodeURIComponent(row.slug)}`;
      await xml.write(
        ...itemHead({
          title: row.title,
          link,
          date,
          modified: row.updated_at,
          creator: authors.get(row.author_id ?? '') ?? (row.byline ? authors.get(bylineKey(row.byline)) : undefined) ?? '',
          guid: `darvazeh:${row.content_id}:${row.locale}`,
          body: absoluteUrls(row.body, siteUrl),
          excerpt: row.excerpt,
          // A translation added after the ids were given gets a new one, never another's.
          id: numbering.translations.get(`${row.content_id}:${row.locale}`) ?? numbering.nextPost(),
          name: wpSlug(row.slug),
          status: STATUS[row.status] ?? 'draft',
          type: wordpressPostType(row.type),
          // The parent's post in the same language, else in the other: WordPress nests a page under either.
          parent: row.parent_id
            ? (numbering.translations.get(`${row.parent_id}:${row.locale}`) ??
              locales.map((locale) => numbering.translations.get(`${row.parent_id}:${locale}`)).find((id) => id !== undefined))
            : undefined,
          sticky: row.is_sticky,
          commentStatus: 'open',
        }),
        ...terms,
        ...meta,
        ...commentsOf(comments, row.content_id, row.locale, numbering),
        '</item>',
      );
    }
    if (rows.length < PAGE) return;
    after = rows.at(-1);
  }
}
