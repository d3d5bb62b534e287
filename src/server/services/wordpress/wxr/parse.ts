import { SaxesParser, type SaxesTagNS } from 'saxes';
import { decodeSlug } from '../slugs';
import {
  WxrFormatError,
  type WxrAuthor,
  type WxrChannel,
  type WxrComment,
  type WxrItem,
  type WxrItemTerm,
  type WxrRecord,
  type WxrTerm,
} from './types';

/**
 * Reads a WordPress export (WXR) as a stream and yields its channel, authors, terms and items one
 * by one, each as soon as its closing tag has been read: only the record being read is held, so
 * a 100 MB export costs no more memory than its largest post. An item is yielded only when it is
 * complete, so a file cut off mid-way yields what came before the cut and then throws.
 *
 * Throws WxrFormatError when the file is not XML, not a WordPress export, or ends before `</rss>`.
 * Errors of the input stream itself (a failed read) pass through unchanged.
 */
export async function* parseWxr(input: NodeJS.ReadableStream | AsyncIterable<Buffer | string>): AsyncGenerator<WxrRecord> {
  const parser = new SaxesParser({ xmlns: true });
  const reader = new WxrReader(() => parser.line);
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  parser.on('error', (error) => {
    if (reader.rootClosed || isRecoverable(error.message)) return;
    throw invalidXml(error.message, parser.line);
  });
  parser.on('opentag', (tag) => reader.open(nameOf(tag), tag.attributes));
  parser.on('closetag', (tag) => reader.close(nameOf(tag)));
  parser.on('text', (text) => reader.append(text));
  parser.on('cdata', (text) => reader.append(text));

  const feed = (chunk: string | null) => {
    try {
      if (chunk === null) parser.close();
      else if (!reader.rootClosed) parser.write(chunk);
    } catch (error) {
      throw asFormatError(error, chunk === null, parser.line);
    }
  };

  for await (const chunk of textOf(input)) {
    try {
      feed(chunk);
    } finally {
      // Whatever was complete before a parse error still reaches the caller, then the error.
      yield* reader.drain();
    }
  }
}

/** The input as text, then null for its end. */
async function* textOf(input: NodeJS.ReadableStream | AsyncIterable<Buffer | string>): AsyncGenerator<string | null> {
  // A multi-byte letter may be split between two chunks; the decoder carries the half over.
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of input) yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  yield decoder.decode();
  yield null;
}

// WordPress has written export/1.0, 1.1 and 1.2 namespaces over the years, and files in the wild
// mix them; elements are named by the prefix WordPress uses for a namespace, whatever the file
// calls it, and by the prefix as written when the namespace is unknown or undeclared.
const NAMESPACES: [RegExp, string][] = [
  [/^https?:\/\/wordpress\.org\/export\/[\d.]+\/excerpt\/?$/i, 'excerpt'],
  [/^https?:\/\/wordpress\.org\/export\/[\d.]+\/?$/i, 'wp'],
  [/^https?:\/\/purl\.org\/rss\/1\.0\/modules\/content\/?$/i, 'content'],
  [/^https?:\/\/purl\.org\/dc\/elements\/1\.1\/?$/i, 'dc'],
];

function nameOf(tag: SaxesTagNS): string {
  const prefix = NAMESPACES.find(([uri]) => uri.test(tag.uri))?.[1] ?? tag.prefix;
  return prefix ? `${prefix}:${tag.local}` : tag.local;
}

/**
 * Flaws real exports have that WordPress's own importer reads past: HTML entities outside CDATA
 * (`&nbsp;` in a title), a `wp:` prefix a plugin forgot to declare, control characters pasted
 * into a post, a blank line a plugin printed before `<?xml`. Broken structure is never recovered.
 */
const RECOVERABLE = [
  'undefined entity',
  'unbound namespace prefix',
  'disallowed character.',
  'XML declaration must',
];

function isRecoverable(message: string): boolean {
  return RECOVERABLE.some((text) => message.includes(text));
}

/** The named entities that turn up in titles outside CDATA; others stay as written (`&foo;`). */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00A0',
  zwnj: '\u200C',
  zwj: '\u200D',
  lrm: '\u200E',
  rlm: '\u200F',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** saxes prefixes its messages with `line:column: `; the error carries the line on its own. */
function invalidXml(message: string, line: number): WxrFormatError {
  const detail = message.replace(/^\d+:\d+:\s*/, '');
  return new WxrFormatError(`Not a valid WordPress export: invalid XML at line ${line}: ${detail}`, line);
}

function asFormatError(error: unknown, atEnd: boolean, line: number): WxrFormatError {
  if (!(error instanceof WxrFormatError)) return invalidXml(error instanceof Error ? error.message : String(error), line);
  if (!atEnd) return error;
  if (/document must contain a root element/.test(error.message)) {
    return new WxrFormatError('Not a valid WordPress export: the file is empty.', line);
  }
  return new WxrFormatError(
    `The WordPress export ends before </rss> at line ${line}: the file is incomplete (cut off during download or upload?).`,
    line,
  );
}

type Setter<T> = (target: T, text: string) => void;

/** A Map, not an object: an element named `__proto__` or `constructor` must find nothing. */
function fields<T>(setters: Record<string, Setter<T>>): Map<string, Setter<T>> {
  return new Map(Object.entries(setters));
}

/** WordPress's ids; an absent or garbled one is null. */
function toId(text: string): number | null {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : null;
}

function toInt(text: string): number {
  return toId(text) ?? 0;
}

/**
 * `2024-01-05 10:20:30` as UTC. WordPress writes `0000-00-00 00:00:00` for a draft's GMT date
 * and the fields that read it fall back to the local date; an impossible date (month 13) is null.
 */
function parseWxrDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 2024-02-31 over into March; a date that changed was not a real one.
  const same = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hour;
  return same && minute < 60 && second < 60 ? date : null;
}

/** The GMT field wins when it parses, whichever of the two the file writes first. */
const gmtDate = <T extends { date: Date | null }>(target: T, text: string) => {
  target.date = parseWxrDate(text) ?? target.date;
};
const localDate = <T extends { date: Date | null }>(target: T, text: string) => {
  target.date ??= parseWxrDate(text);
};

const CHANNEL_FIELDS = fields<WxrChannel>({
  title: (c, t) => (c.title = t.trim()),
  link: (c, t) => (c.link = t.trim()),
  language: (c, t) => (c.language = t.trim()),
  'wp:base_site_url': (c, t) => (c.baseSiteUrl = t.trim()),
  'wp:base_blog_url': (c, t) => (c.baseBlogUrl = t.trim()),
  'wp:wxr_version': (c, t) => (c.wxrVersion = t.trim()),
});

const AUTHOR_FIELDS = fields<WxrAuthor>({
  'wp:author_id': (a, t) => (a.id = toId(t)),
  'wp:author_login': (a, t) => (a.login = t.trim()),
  'wp:author_email': (a, t) => (a.email = t.trim()),
  'wp:author_display_name': (a, t) => (a.displayName = t),
  'wp:author_first_name': (a, t) => (a.firstName = t),
  'wp:author_last_name': (a, t) => (a.lastName = t),
});

// `wp:category`, `wp:tag` and `wp:term` name the same things differently.
const TERM_FIELDS = fields<WxrTerm>({
  'wp:term_id': (term, t) => (term.id = toId(t)),
  'wp:term_taxonomy': (term, t) => (term.taxonomy = t.trim()),
  'wp:category_nicename': (term, t) => (term.slug = decodeSlug(t.trim())),
  'wp:tag_slug': (term, t) => (term.slug = decodeSlug(t.trim())),
  'wp:term_slug': (term, t) => (term.slug = decodeSlug(t.trim())),
  'wp:cat_name': (term, t) => (term.name = t),
  'wp:tag_name': (term, t) => (term.name = t),
  'wp:term_name': (term, t) => (term.name = t),
  'wp:category_parent': (term, t) => (term.parentSlug = decodeSlug(t.trim())),
  'wp:term_parent': (term, t) => (term.parentSlug = decodeSlug(t.trim())),
  'wp:category_description': (term, t) => (term.description = t),
  'wp:tag_description': (term, t) => (term.description = t),
  'wp:term_description': (term, t) => (term.description = t),
});

const ITEM_FIELDS = fields<WxrItem>({
  title: (i, t) => (i.title = t),
  link: (i, t) => (i.link = t.trim()),
  guid: (i, t) => (i.guid = t.trim()),
  'dc:creator': (i, t) => (i.creator = t.trim()),
  'content:encoded': (i, t) => (i.content = t),
  'excerpt:encoded': (i, t) => (i.excerpt = t),
  'wp:post_id': (i, t) => (i.postId = toInt(t)),
  'wp:post_date': (i, t) => {
    i.localDate = parseWxrDate(t);
    localDate(i, t);
  },
  'wp:post_date_gmt': (i, t) => {
    i.isDateLocal = parseWxrDate(t) === null;
    gmtDate(i, t);
  },
  'wp:post_name': (i, t) => (i.slug = decodeSlug(t.trim())),
  'wp:status': (i, t) => (i.status = t.trim()),
  'wp:post_type': (i, t) => (i.postType = t.trim()),
  'wp:post_parent': (i, t) => (i.postParent = toInt(t)),
  'wp:menu_order': (i, t) => (i.menuOrder = toInt(t)),
  'wp:is_sticky': (i, t) => (i.isSticky = t.trim() === '1'),
  'wp:post_password': (i, t) => (i.password = t),
  'wp:attachment_url': (i, t) => (i.attachmentUrl = t.trim()),
});

const COMMENT_FIELDS = fields<WxrComment>({
  'wp:comment_id': (c, t) => (c.id = toInt(t)),
  'wp:comment_author': (c, t) => (c.author = t),
  'wp:comment_author_email': (c, t) => (c.authorEmail = t.trim()),
  'wp:comment_author_url': (c, t) => (c.authorUrl = t.trim()),
  'wp:comment_date': localDate,
  'wp:comment_date_gmt': gmtDate,
  'wp:comment_content': (c, t) => (c.content = t),
  'wp:comment_approved': (c, t) => (c.approved = t.trim()),
  'wp:comment_type': (c, t) => (c.type = t.trim()),
  'wp:comment_parent': (c, t) => (c.parent = toInt(t)),
  'wp:comment_user_id': (c, t) => (c.userId = toInt(t)),
});

/** The term elements and the taxonomy each implies (`wp:term` names its own). */
const TERM_TAXONOMIES = new Map([
  ['wp:category', 'category'],
  ['wp:tag', 'post_tag'],
  ['wp:term', ''],
]);

function newAuthor(): WxrAuthor {
  return { kind: 'author', id: null, login: '', email: '', displayName: '', firstName: '', lastName: '' };
}

function newTerm(taxonomy: string): WxrTerm {
  return { kind: 'term', taxonomy, id: null, slug: '', name: '', parentSlug: '', description: '' };
}

function newItem(): WxrItem {
  return {
    kind: 'item',
    postId: 0,
    guid: '',
    title: '',
    link: '',
    creator: '',
    content: '',
    excerpt: '',
    date: null,
    localDate: null,
    isDateLocal: true,
    slug: '',
    status: '',
    postType: '',
    postParent: 0,
    menuOrder: 0,
    isSticky: false,
    password: '',
    attachmentUrl: '',
    terms: [],
    meta: [],
    comments: [],
  };
}

function newComment(): WxrComment {
  return {
    id: 0,
    author: '',
    authorEmail: '',
    authorUrl: '',
    date: null,
    content: '',
    approved: '',
    type: '',
    parent: 0,
    userId: 0,
  };
}

/**
 * How deep elements may nest. WordPress writes six levels (rss › channel › item › wp:comment ›
 * wp:commentmeta › wp:meta_key) and a post's HTML sits in CDATA; a plugin that writes HTML
 * outside it adds a few dozen at most. A file nested tens of thousands of levels deep costs the
 * XML parser time that grows with the square of its depth (a 400 KB file held the server for
 * minutes), so past this it is refused at the first element too deep.
 */
export const MAX_DEPTH = 256;

// Characters XML forbids that a recovered file may still carry (a form feed pasted into a post).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

/**
 * The state between saxes events: the open elements' names, the text of the innermost one, and the
 * record being filled. Finished records wait in `queue` until the generator hands them out.
 */
class WxrReader {
  rootClosed = false;
  private readonly queue: WxrRecord[] = [];
  private readonly path: string[] = [];
  private text = '';
  private channel: WxrChannel | null = {
    kind: 'channel',
    title: '',
    link: '',
    baseSiteUrl: '',
    baseBlogUrl: '',
    language: '',
    wxrVersion: '',
  };
  private author: WxrAuthor | null = null;
  private term: WxrTerm | null = null;
  private item: WxrItem | null = null;
  private comment: WxrComment | null = null;
  private meta: { key: string; value: string } | null = null;
  private itemTerm: WxrItemTerm | null = null;

  constructor(private readonly line: () => number) {}

  *drain(): Generator<WxrRecord> {
    while (this.queue.length > 0) yield this.queue.shift()!;
  }

  append(text: string): void {
    this.text += text.replace(CONTROL_CHARACTERS, '');
  }

  open(name: string, attributes: Record<string, { value: string }>): void {
    const parent = this.path.at(-1);
    if (this.path.length >= MAX_DEPTH) {
      throw new WxrFormatError(
        `Not a WordPress export: its elements nest more than ${MAX_DEPTH} levels deep at line ${this.line()} (WordPress writes fewer than ten).`,
        this.line(),
      );
    }
    if (parent === undefined && name !== 'rss') {
      throw new WxrFormatError(
        `Not a WordPress export: the file is <${name}> XML, not an <rss> export (line ${this.line()}).`,
        this.line(),
      );
    }
    this.path.push(name);
    this.text = '';
    if (parent === 'channel') this.openRecord(name);
    else if (parent === 'item') this.openItemPart(name, attributes);
  }

  close(name: string): void {
    const text = this.text;
    this.text = '';
    this.path.pop();
    const parent = this.path.at(-1);
    if (parent === undefined) this.closeRoot();
    else if (parent === 'rss' && name === 'channel') this.emitChannel();
    else if (parent === 'channel') this.closeChannelChild(name, text);
    else if (parent === 'item') this.closeItemPart(name, text);
    else if (parent === 'wp:comment' && this.comment) COMMENT_FIELDS.get(name)?.(this.comment, text);
    else if (parent === 'wp:postmeta' && this.meta) this.setMeta(name, text);
    else if (parent === 'wp:author' && this.author) AUTHOR_FIELDS.get(name)?.(this.author, text);
    else if (TERM_TAXONOMIES.has(parent) && this.term) TERM_FIELDS.get(name)?.(this.term, text);
  }

  private closeRoot(): void {
    this.emitChannel(); // an <rss> without a channel is no export either
    this.rootClosed = true;
  }

  private openRecord(name: string): void {
    if (name === 'item') this.item = newItem();
    else if (name === 'wp:author') this.author = newAuthor();
    else if (TERM_TAXONOMIES.has(name)) this.term = newTerm(TERM_TAXONOMIES.get(name)!);
    else return;
    this.emitChannel();
  }

  /** The channel's header comes before its first author, term or item; it is sent once. */
  private emitChannel(): void {
    if (!this.channel) return;
    if (!this.channel.wxrVersion) {
      throw new WxrFormatError(
        `Not a WordPress export: the feed has no <wp:wxr_version> before line ${this.line()} (an RSS feed rather than a file from Tools → Export?).`,
        this.line(),
      );
    }
    this.queue.push(this.channel);
    this.channel = null;
  }

  private closeChannelChild(name: string, text: string): void {
    if (this.channel) CHANNEL_FIELDS.get(name)?.(this.channel, text);
    if (name === 'item') this.finish('item');
    else if (name === 'wp:author') this.finish('author');
    else if (TERM_TAXONOMIES.has(name)) this.finish('term');
  }

  private finish(record: 'item' | 'author' | 'term'): void {
    const value = this[record];
    if (value) this.queue.push(value);
    this[record] = null;
  }

  private openItemPart(name: string, attributes: Record<string, { value: string }>): void {
    if (name === 'wp:comment') this.comment = newComment();
    else if (name === 'wp:postmeta') this.meta = { key: '', value: '' };
    else if (name === 'category') {
      const slug = decodeSlug((attributes.nicename?.value ?? '').trim());
      this.itemTerm = { domain: attributes.domain?.value ?? '', slug, name: '' };
    }
  }

  private closeItemPart(name: string, text: string): void {
    const item = this.item;
    if (!item) return;
    if (name === 'wp:comment' && this.comment) item.comments.push(this.comment);
    else if (name === 'wp:postmeta' && this.meta) item.meta.push(this.meta);
    else if (name === 'category' && this.itemTerm) item.terms.push({ ...this.itemTerm, name: text });
    else ITEM_FIELDS.get(name)?.(item, text);
    if (name === 'wp:comment') this.comment = null;
    if (name === 'wp:postmeta') this.meta = null;
    if (name === 'category') this.itemTerm = null;
  }

  private setMeta(name: string, text: string): void {
    if (name === 'wp:meta_key') this.meta!.key = text;
    else if (name === 'wp:meta_value') this.meta!.value = text;
  }
}
