/**
 * The site as a WordPress export (WXR 1.2), for moving to WordPress or any tool that reads one:
 * authors, categories (parents first, with their parent's slug) and tags, each language's term
 * as a term of its own, then every public file as an attachment and every translation of every
 * item as a `post` of its own. What does not map one to one, and how it is written:
 * - types: articles are plain posts; every other type is a post type of its own (`darvazeh_book`,
 *   wordpress/post-types.ts) carrying `_darvazeh_type` and its attributes as post meta. WordPress's
 *   importer refuses a post type the site has not registered: the plugin of wxr-plugin.ts, written
 *   beside the file, registers them;
 * - languages: the languages are Polylang's `language` terms; each translation names its language
 *   and, when the item has both, its pair as a `post_translations` term whose description lists
 *   the pair's post ids, and each category and tag in both languages has a `term_translations`
 *   term listing its two term ids: what Polylang's importer (and this site's own WordPress
 *   import) read to pair posts and terms again;
 * - statuses: published → publish, draft → draft, scheduled → future, archived → private;
 * - comments: approved → 1, pending → 0, rejected → trash, replies with their parent's number;
 * - slugs: percent-encoded with lower-case hex, as WordPress stores a Persian post_name;
 * - dates: in UTC, both `wp:post_date` and `wp:post_date_gmt` (the site has no local zone).
 */
import { getDb, type Database } from '@/server/db/client';
import { localeInfo, defaultLocale } from '@/i18n/locales';
import { writeAttachments } from './wxr-attachments';
import { writeItems, writePostTranslations } from './wxr-items';
import type { Numbering } from './wxr-post';
import { writeAuthors, writeCategories, writeLanguages, writeTags, writeTermTranslations, type TermIds } from './wxr-terms';
import { rfc2822, tag, XmlOut } from './wxr-xml';

export type WxrExportOptions = {
  db?: Database;
  /** The site's public address (APP_URL), without a trailing slash: links and file addresses. */
  siteUrl: string;
  /** The channel's title; the product name when absent. */
  siteName?: string;
};

const NAMESPACES = [
  'xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"',
  'xmlns:content="http://purl.org/rss/1.0/modules/content/"',
  'xmlns:wfw="http://wellformedweb.org/CommentAPI/"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:wp="http://wordpress.org/export/1.2/"',
].join(' ');

/**
 * Writes the whole site to `out` as a WXR 1.2 file, a page of items at a time, and ends `out`.
 * Resolves with the number of `<item>`s written (attachments and posts).
 */
export async function exportWxr(
  out: NodeJS.WritableStream,
  { db = getDb(), siteUrl, siteName = 'Darvazeh' }: WxrExportOptions,
): Promise<number> {
  const base = siteUrl.replace(/\/+$/, '');
  const xml = new XmlOut(out);
  let posts = 0;
  let comments = 0;
  let terms = 0;
  const numbering: Numbering = {
    nextPost: () => ++posts,
    nextComment: () => ++comments,
    attachments: new Map(),
    translations: new Map(),
    paired: new Set(),
  };
  const nextTermId = () => ++terms;

  await xml.write(
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<!-- A WordPress eXtended RSS (WXR) export of a Darvazeh site; import it with Tools → Import → WordPress. -->',
    `<rss version="2.0" ${NAMESPACES}>`,
    '<channel>',
    tag('title', siteName),
    tag('link', base),
    '<description></description>',
    tag('pubDate', rfc2822(new Date())),
    tag('language', localeInfo[defaultLocale].tag),
    tag('wp:wxr_version', '1.2'),
    tag('wp:base_site_url', base),
    tag('wp:base_blog_url', base),
  );
  const authors = await writeAuthors(xml, db);
  // Terms first, as WordPress's exporter writes them; the post ids the pairs name are given here
  // too, before the attachments, so every id is known before the first <item>.
  await writeLanguages(xml, nextTermId);
  const termIds: TermIds = new Map();
  await writeCategories(xml, db, nextTermId, termIds);
  await writeTags(xml, db, nextTermId, termIds);
  await writeTermTranslations(xml, termIds, nextTermId);
  await writePostTranslations(xml, db, numbering, nextTermId);
  await writeAttachments(xml, db, { siteUrl: base, authors, numbering });
  await writeItems(xml, db, { siteUrl: base, authors, numbering });
  await xml.write('</channel>', '</rss>');
  await xml.end();
  return posts;
}
