/** What every `<item>` of the WXR file shares: its head, post meta, the numbers WordPress needs. */
import { cdata, cdataTag, esc, rfc2822, tag, wpDate } from './wxr-xml';

/** Rows read per query. */
export const PAGE = 200;

/** Timestamps as the driver hands them over (a Date from both drivers; text would do as well). */
export type Timestamp = Date | string;

/**
 * Numbers WordPress needs where this site has UUIDs: post ids, comment ids, covers' attachment
 * ids, and each translation's post id (`<content id>:<locale>`), given before any item is
 * written because Polylang's `post_translations` terms, at the head of the file, list them.
 */
export type Numbering = {
  nextPost: () => number;
  nextComment: () => number;
  attachments: Map<string, number>;
  translations: Map<string, number>;
  /** Items with more than one translation: the ones filed under a `post_translations` term. */
  paired: Set<string>;
};

/** One `<wp:postmeta>`. */
export function postmeta(key: string, value: string | number): string {
  return `<wp:postmeta>${tag('wp:meta_key', key)}<wp:meta_value>${cdata(String(value))}</wp:meta_value></wp:postmeta>`;
}

/** The lines every `<item>` has, in the order WordPress's own exporter writes them. */
export function itemHead(p: {
  title: string;
  link: string;
  date: Timestamp | null;
  modified: Timestamp | null;
  creator: string;
  guid: string;
  body: string;
  excerpt: string;
  id: number;
  name: string;
  status: string;
  type: string;
  sticky?: boolean;
  commentStatus: string;
  /** The post an attachment is "uploaded to", or the post a post hangs under; 0 for none. */
  parent?: number;
}): string[] {
  return [
    '<item>',
    tag('title', p.title),
    tag('link', p.link),
    tag('pubDate', rfc2822(p.date)),
    cdataTag('dc:creator', p.creator),
    `<guid isPermaLink="false">${esc(p.guid)}</guid>`,
    '<description></description>',
    cdataTag('content:encoded', p.body),
    cdataTag('excerpt:encoded', p.excerpt),
    tag('wp:post_id', p.id),
    cdataTag('wp:post_date', wpDate(p.date)),
    cdataTag('wp:post_date_gmt', wpDate(p.date)),
    cdataTag('wp:post_modified', wpDate(p.modified)),
    cdataTag('wp:post_modified_gmt', wpDate(p.modified)),
    cdataTag('wp:comment_status', p.commentStatus),
    cdataTag('wp:ping_status', 'closed'),
    cdataTag('wp:post_name', p.name),
    cdataTag('wp:status', p.status),
    tag('wp:post_parent', p.parent ?? 0),
    tag('wp:menu_order', 0),
    cdataTag('wp:post_type', p.type),
    cdataTag('wp:post_password', ''),
    tag('wp:is_sticky', p.sticky ? 1 : 0),
  ];
}

/**
 * Relative `/media/…` addresses made absolute, so images keep loading and the importer can
 * re-point them; and a link to one of this site's pages written from the root (`/fa/articles/x`,
 * as the editor writes them) made absolute on APP_URL too: on WordPress it would name a page of
 * the WordPress site, which has no such address.
 */
export function absoluteUrls(html: string, siteUrl: string): string {
  return html.replace(/(["'\s,])\/media\//g, `$1${siteUrl}/media/`).replace(/(\shref=["'])\/(?![/\\])/g, `$1${siteUrl}/`);
}
