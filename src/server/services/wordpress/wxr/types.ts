/**
 * What a WordPress export (WXR 1.1/1.2) holds, record by record, as the streaming parser yields
 * it. Strings are as the file has them (CDATA unwrapped, entities decoded); slugs are decoded to
 * their native letters (WordPress writes Persian slugs percent-encoded).
 */

export type WxrChannel = {
  kind: 'channel';
  title: string;
  /** The site's address (`<link>`), e.g. `https://example.com`. */
  link: string;
  /** `<wp:base_site_url>` / `<wp:base_blog_url>`: where old permalinks and uploads pointed. */
  baseSiteUrl: string;
  baseBlogUrl: string;
  /** `<language>`, e.g. `fa-IR`, `en-US`. */
  language: string;
  wxrVersion: string;
};

export type WxrAuthor = {
  kind: 'author';
  id: number | null;
  login: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
};

/** A category, tag or other taxonomy term (`<wp:category>`, `<wp:tag>`, `<wp:term>`). */
export type WxrTerm = {
  kind: 'term';
  /** `category`, `post_tag`, `language` (Polylang), `term_translations`, `post_translations`, `nav_menu`, … */
  taxonomy: string;
  id: number | null;
  slug: string;
  name: string;
  /** The parent's slug (categories and hierarchical terms), '' when none. */
  parentSlug: string;
  description: string;
};

/** A term an item is filed under (`<category domain="…" nicename="…">name</category>`). */
export type WxrItemTerm = { domain: string; slug: string; name: string };

export type WxrComment = {
  id: number;
  author: string;
  authorEmail: string;
  authorUrl: string;
  /** `wp:comment_date_gmt` as a Date, or the local date when the GMT one is empty/zero. */
  date: Date | null;
  content: string;
  /** `1`, `0`, `spam`, `trash`, `post-trashed`. */
  approved: string;
  /** '' for a comment, `pingback`, `trackback`, … */
  type: string;
  /** 0 for a top-level comment. */
  parent: number;
  userId: number;
};

export type WxrItem = {
  kind: 'item';
  postId: number;
  guid: string;
  title: string;
  /** The item's permalink as the old site answered it. */
  link: string;
  creator: string;
  content: string;
  excerpt: string;
  /** `wp:post_date_gmt` (a `0000-00-00` GMT date falls back to `wp:post_date`); null when neither parses. */
  date: Date | null;
  /** `wp:post_date`, the site's wall clock, read as if it were UTC. */
  localDate: Date | null;
  /** True when `date` is that wall clock: WordPress left the GMT date empty (a draft never saved with one). */
  isDateLocal: boolean;
  /** `wp:post_name`, decoded; '' for drafts WordPress never named. */
  slug: string;
  /** `publish`, `draft`, `future`, `private`, `pending`, `trash`, `inherit`, `auto-draft`. */
  status: string;
  /** `post`, `page`, `attachment`, `nav_menu_item`, `wp_block`, … */
  postType: string;
  postParent: number;
  menuOrder: number;
  isSticky: boolean;
  password: string;
  /** For attachments: the file's address on the old site. */
  attachmentUrl: string;
  terms: WxrItemTerm[];
  /** `wp:postmeta`, in file order (`_thumbnail_id`, `_wp_attached_file`, …). */
  meta: { key: string; value: string }[];
  comments: WxrComment[];
};

export type WxrRecord = WxrChannel | WxrAuthor | WxrTerm | WxrItem;

/** The file is not a WordPress export, or ends before its closing tags: the import stops with this. */
export class WxrFormatError extends Error {
  constructor(
    message: string,
    /** The line where the parser stopped, when it knows it. */
    readonly line?: number,
  ) {
    super(message);
    this.name = 'WxrFormatError';
  }
}
