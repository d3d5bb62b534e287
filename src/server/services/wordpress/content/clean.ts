import { autop } from '@wordpress/autop';
import { parse as parseBlocks } from '@wordpress/block-serialization-default-parser';
import {
  next as nextShortcode,
  regexp as shortcodeRegexp,
  replace as replaceShortcode,
  type Shortcode,
} from '@wordpress/shortcode';
import sanitizeHtml from 'sanitize-html';
import { sanitizeBody } from '@/server/services/content/html';
import { isAllowedEmbed } from '@/shared/attribute-facts';
import { uploadsPathOf } from '../uploads-path';

/**
 * A WordPress post's `content:encoded` turned into the HTML this CMS stores: the block editor's
 * markup without its comments, or a classic post with WordPress's paragraphs (wpautop); its
 * shortcodes, auto-embedded YouTube/Aparat links and upload URLs resolved; and, last of all, the
 * same sanitizer every editor save goes through.
 */

export type CleanOptions = {
  /**
   * The new address of a file under `/wp-content/uploads/` (as collectMediaUrls found it); null when it
   * was not imported. `shown`: asked for an `img`, where a missing picture's placeholder will do.
   */
  mediaUrl: (oldUrl: string, shown: boolean) => string | null;
  /** The address of an attachment by its WordPress id (for `[gallery ids]`); null when unknown. */
  attachmentUrl: (attachmentId: number) => string | null;
  /** An attachment's description and caption, for the images of a gallery. */
  attachmentText?: (attachmentId: number) => { alt: string; caption: string };
  /** The post's own attached images in WordPress's gallery order: what `[gallery]` without ids shows. */
  attachedImageIds?: number[];
  /** The post's footnotes (its `footnotes` meta), which the `core/footnotes` block lists. */
  footnotes?: Footnote[];
  /** The name of a footnote's link back to where it is cited: "Back to reference 1". */
  footnoteBackLabel?: (number: number) => string;
  /** The direction of the item's language: WordPress aligns left and right, the editor to a line's start and end. */
  direction?: 'rtl' | 'ltr';
  /** Told of each thing the body loses or keeps otherwise than WordPress showed it, for the report. */
  onLoss?: (loss: ContentLoss) => void;
};

export type Footnote = { id: string; content: string };

/** Something of the post that could not come as it was: `message` says what, `detail` which one. */
export type ContentLoss = { level: 'warning' | 'info'; message: string; detail: string };

type ParsedBlock = ReturnType<typeof parseBlocks>[number];

const isUpload = (url: string) => uploadsPathOf(url) !== null;
const AUDIO_SOURCES = ['src', 'mp3', 'ogg', 'm4a', 'wav'];
const VIDEO_SOURCES = ['src', 'mp4', 'webm', 'ogv', 'm4v'];
// Shortcode names are lowercase by convention; a capitalised «[Note]» in prose is left alone.
const ANY_SHORTCODE = '[a-z][a-z0-9_-]*';

/**
 * Every upload a post uses: `src`/`href` of its tags and the sources of its `[audio]`/`[video]`
 * shortcodes that point into `/wp-content/uploads/`, absolute or relative, each once and as
 * written (entities decoded), which is how cleanWordPressContent will ask `mediaUrl` for them.
 * With `attachmentUrl`, the images of galleries are included too. Each says whether the post shows
 * it as a picture (`img`, a gallery), where a missing file leaves a hole, or only links or plays it.
 */
export function collectMediaUrls(content: string, options: Partial<Pick<CleanOptions, 'attachmentUrl' | 'attachedImageIds'>> = {}): { url: string; shown: boolean }[] {
  const { attachmentUrl } = options;
  const urls = new Map<string, boolean>();
  const add = (url: string | null | undefined, shown = false) => {
    if (url && isUpload(url)) urls.set(url.trim(), shown || (urls.get(url.trim()) ?? false));
  };
  sanitizeHtml(content, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (name, attributes) => {
      if (name === 'a') add(attributes.href);
      else if (name === 'img') add(attributes.src, true);
      else if (['audio', 'video', 'source'].includes(name)) add(attributes.src);
    },
  });
  for (const shortcode of shortcodesIn('audio', content)) add(firstSource(shortcode, AUDIO_SOURCES));
  for (const shortcode of shortcodesIn('video', content)) add(firstSource(shortcode, VIDEO_SOURCES));
  if (attachmentUrl) {
    for (const shortcode of shortcodesIn('gallery', content)) galleryImageIds(shortcode, options.attachedImageIds).forEach((id) => add(attachmentUrl(id), true));
  }
  return [...urls].map(([url, shown]) => ({ url, shown }));
}

/** See the module comment. Never throws on odd content; what it cannot place it drops. */
export function cleanWordPressContent(content: string, options: CleanOptions): string {
  const lose = options.onLoss ?? (() => undefined);
  const text = replaceShortcodes(content.replace(/\r\n?/g, '\n'), options, lose);
  // WordPress's own test (has_blocks): block markup starts with this comment.
  const html = content.includes('<!-- wp:') ? renderBlocks(footnoteAnchors(text, options.footnotes), options, lose) : renderClassic(text);
  return sanitizeBody(rewriteMedia(unescapeShortcodes(embedStandaloneParagraphs(html)), options, lose));
}

type Lose = (loss: ContentLoss) => void;

// ——— blocks and classic posts ———

function renderBlocks(text: string, options: CleanOptions, lose: Lose): string {
  return parseBlocks(text).map((block) => renderBlock(block, options, lose)).join('');
}

/** Blocks that are markers, not content: nothing of them is missed when they leave no markup. */
const MARKER_BLOCKS = new Set(['core/more', 'core/nextpage']);

/**
 * A block's own markup with its inner blocks in their places; the delimiting comments are gone.
 * A block that leaves no markup at all is one WordPress builds on every page view from the site
 * around it (latest posts, archives, a query loop, a reusable block): it is lost, and said to be,
 * once for the outermost such block rather than for each block inside it.
 */
function renderBlock(block: ParsedBlock, options: CleanOptions, lose: Lose): string {
  // Text between blocks (or a whole classic post pasted into the block editor) is freeform.
  if (block.blockName === null) return block.innerHTML.trim() ? renderClassic(block.innerHTML) : '\n';
  if (block.blockName === 'core/embed' || block.blockName.startsWith('core-embed/')) return renderEmbedBlock(block, lose);
  if (block.blockName === 'core/footnotes' && options.footnotes?.length) return renderFootnotes(options.footnotes, options.footnoteBackLabel);
  const innerLosses: ContentLoss[] = [];
  let inner = 0;
  const html = block.innerContent.map((part) => part ?? renderBlock(block.innerBlocks[inner++]!, options, (loss) => innerLosses.push(loss))).join('');
  if (!html.trim() && !MARKER_BLOCKS.has(block.blockName)) lose({ level: 'warning', message: 'blockDropped', detail: block.blockName });
  else innerLosses.forEach(lose);
  return asEditorMarkup(block.blockName, html);
}

/**
 * Blocks whose saved markup reads wrong once the sanitizer has taken their wrappers: a button and
 * a file's links would run into the text around them, so each stands in a paragraph of its own, as
 * the editor writes a link (a file's two links with a space between).
 */
function asEditorMarkup(blockName: string, html: string): string {
  if (blockName !== 'core/button' && blockName !== 'core/file') return html;
  // Their links sit in a `div`, which may not stand inside a paragraph.
  const links = html.match(/<a\b[\s\S]*?<\/a>/gi);
  return links ? `<p>${links.join(' ')}</p>` : html;
}

/** WordPress marks a footnote `fn-` nowhere: the ids become `fn-<id>` so the sanitizer can tell them from any other id. */
const FOOTNOTE_ID = (id: string) => `fn-${id}`;

/** In-text references (`<sup data-fn><a href="#id" id="id-link">`) pointed at the ids the list will have. */
function footnoteAnchors(text: string, footnotes: Footnote[] | undefined): string {
  if (!footnotes?.length) return text;
  return footnotes.reduce(
    (html, { id }) => html.replaceAll(`href="#${id}"`, `href="#${FOOTNOTE_ID(id)}"`).replaceAll(`id="${id}-link"`, `id="${FOOTNOTE_ID(id)}-link"`),
    text,
  );
}

/** The list `core/footnotes` draws on each page view (it stores no markup): each note with a link back to its reference. */
function renderFootnotes(footnotes: Footnote[], backLabel: CleanOptions['footnoteBackLabel']): string {
  const items = footnotes.map(({ id, content }, index) => {
    const label = backLabel ? ` aria-label="${escapeAttribute(backLabel(index + 1))}"` : '';
    return `<li id="${escapeAttribute(FOOTNOTE_ID(id))}">${content} <a href="#${escapeAttribute(FOOTNOTE_ID(id))}-link"${label}>↩︎</a></li>`;
  });
  return `<ol>${items.join('')}</ol>`;
}

function renderEmbedBlock(block: ParsedBlock, lose: Lose): string {
  const url = String(block.attrs?.url ?? '').trim();
  const caption = /<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/i.exec(block.innerHTML)?.[1]?.trim();
  return explicitEmbed(url, lose, caption);
}

/** An embed the author asked for (a block, `[embed]`): a player when this site has one, else a link, said. */
function explicitEmbed(url: string, lose: Lose, caption?: string): string {
  if (url && !videoPlayer(url)) lose({ level: 'info', message: 'embedAsLink', detail: url });
  return embedOrLink(url, caption);
}

/**
 * A classic post: an address alone on its line becomes its player, or a link as WordPress shows
 * an address it cannot embed (auto-embeds run before wpautop there too), then paragraphs.
 */
function renderClassic(text: string): string {
  return autop(text.replace(/^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gim, (_line, url: string) => embedFigure(url) ?? link(url)));
}

/** A paragraph that is nothing but an address (a block post's paragraph block), as above. */
function embedStandaloneParagraphs(html: string): string {
  return html.replace(/<p(?:\s[^>]*)?>\s*(https?:\/\/[^\s<>"]+)\s*<\/p>/gi, (_paragraph, url: string) => embedOrLink(url));
}

// ——— embeds ———

/** The player of a YouTube or Aparat address, or null for any other address. */
function embedFigure(url: string, caption?: string): string | null {
  const player = videoPlayer(url);
  if (!player) return null;
  const iframe = `<iframe src="${escapeAttribute(player.src)}" title="${player.title}" allowfullscreen loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"></iframe>`;
  return `<figure>${iframe}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
}

const VIDEO_ID = /^[\w-]+$/;

/** `youtube.com/watch?v=ID`, `youtu.be/ID`, `youtube.com/embed|shorts/ID`, `aparat.com/v/HASH`. */
function videoPlayer(url: string): { src: string; title: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(decodeAmpersands(url.trim()));
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase().replace(/^(?:www|m)\./, '');
  const path = parsed.pathname;
  let id: string | null | undefined;
  if (host === 'youtu.be') id = path.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = path === '/watch' ? parsed.searchParams.get('v') : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(path)?.[1];
  } else if (host === 'aparat.com') {
    const hash = /^\/v\/([^/]+)/.exec(path)?.[1];
    return hash && VIDEO_ID.test(hash)
      ? { src: `https://www.aparat.com/video/video/embed/videohash/${hash}/vt/frame`, title: 'Aparat video' }
      : null;
  }
  return id && VIDEO_ID.test(id) ? { src: `https://www.youtube-nocookie.com/embed/${id}`, title: 'YouTube video' } : null;
}

/** The player when the address has one; otherwise a paragraph with a link, as WordPress shows an address it cannot embed. */
function embedOrLink(url: string, caption?: string): string {
  if (!url) return '';
  return embedFigure(url, caption) ?? `<p>${link(url)}</p>`;
}

function link(url: string): string {
  const safe = escapeAttribute(decodeAmpersands(url));
  return `<a href="${safe}">${safe}</a>`;
}

// ——— shortcodes ———

/**
 * The shortcodes WordPress core renders become their HTML, wrapped in a figure so that wpautop
 * (which runs after, on classic posts) sees a block and leaves it unwrapped; any other
 * shortcode, which only its plugin could render, keeps its inner text and loses its tags.
 */
function replaceShortcodes(text: string, options: CleanOptions, lose: Lose): string {
  const steps: [string, (shortcode: Shortcode) => string][] = [
    ['caption|wp_caption', captionFigure],
    ['gallery', (shortcode) => galleryFigures(shortcode, options, lose)],
    ['audio', (shortcode) => mediaFigure('audio', firstSource(shortcode, AUDIO_SOURCES))],
    ['video', (shortcode) => mediaFigure('video', firstSource(shortcode, VIDEO_SOURCES))],
    ['embed', (shortcode) => explicitEmbed(shortcode.content?.trim() ?? '', lose)],
  ];
  const rendered = steps.reduce((html, [tag, render]) => replaceShortcode(tag, html, render), text);
  return stripShortcodes(rendered, lose);
}

function stripShortcodes(text: string, lose: Lose): string {
  return replaceShortcode(ANY_SHORTCODE, text, (shortcode) => {
    lose({ level: 'warning', message: 'shortcodeDropped', detail: `[${shortcode.tag}]` });
    return stripShortcodes(shortcode.content ?? '', lose);
  });
}

/** `[[foo]]` is how WordPress writes a literal `[foo]`; the replacements above leave it alone. */
function unescapeShortcodes(html: string): string {
  return html.replace(shortcodeRegexp(ANY_SHORTCODE), (match: string, left: string, ...groups: unknown[]) =>
    left === '[' && groups[5] === ']' ? match.slice(1, -1) : match,
  );
}

function* shortcodesIn(tag: string, text: string): Generator<Shortcode> {
  for (let found = nextShortcode(tag, text); found; found = nextShortcode(tag, text, found.index + found.content.length)) {
    yield found.shortcode;
  }
}

/**
 * `[caption id="attachment_5" align="…" width="…"]<a><img></a> Caption text[/caption]`: the
 * image (and its link) first, the rest is the caption, as WordPress's img_caption_shortcode
 * splits it; old posts have the caption in a `caption` attribute instead.
 */
function captionFigure(shortcode: Shortcode): string {
  const content = shortcode.content ?? '';
  const match = /((?:<a\s[^>]*>\s*)?<img\s[^>]*>(?:\s*<\/a>)?)([\s\S]*)/i.exec(content);
  const media = match ? match[1] : content;
  const caption = (shortcode.attrs.named.caption ?? match?.[2] ?? '').trim();
  return `<figure>${media}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
}

function galleryIds(shortcode: Shortcode): number[] {
  const list = shortcode.attrs.named.ids ?? shortcode.attrs.named.include ?? '';
  return list
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The images a gallery names, or, when it names none, the post's own attached images (WordPress's default). */
function galleryImageIds(shortcode: Shortcode, attachedImageIds: number[] = []): number[] {
  const named = galleryIds(shortcode);
  return named.length > 0 ? named : attachedImageIds;
}

/** One figure per image, with the attachment's description and caption; a gallery with nothing to place is said. */
function galleryFigures(shortcode: Shortcode, { attachmentUrl, attachmentText, attachedImageIds }: CleanOptions, lose: Lose): string {
  const ids = galleryImageIds(shortcode, attachedImageIds);
  if (ids.length === 0) lose({ level: 'warning', message: 'galleryWithoutIds', detail: '[gallery]' });
  const unknown = ids.filter((id) => !attachmentUrl(id));
  if (unknown.length > 0) lose({ level: 'warning', message: 'galleryImagesUnknown', detail: unknown.join(', ') });
  return ids
    .filter((id) => attachmentUrl(id))
    .map((id) => {
      const { alt, caption } = attachmentText?.(id) ?? { alt: '', caption: '' };
      const figcaption = caption ? `<figcaption>${caption}</figcaption>` : '';
      return `<figure><img src="${escapeAttribute(attachmentUrl(id)!)}" alt="${escapeAttribute(alt)}">${figcaption}</figure>`;
    })
    .join('');
}

/** The first of the named sources, or the bare address of `[audio https://…]` (WordPress.com's form). */
function firstSource(shortcode: Shortcode, names: string[]): string | null {
  const bare = shortcode.attrs.numeric.find((value) => /^https?:\/\//i.test(value));
  const found = names.map((name) => shortcode.attrs.named[name]?.trim()).find(Boolean) ?? bare;
  return found ? decodeAmpersands(found) : null;
}

function mediaFigure(tag: 'audio' | 'video', src: string | null): string {
  return src ? `<figure><${tag} controls src="${escapeAttribute(src)}"></${tag}></figure>` : '';
}

// ——— uploads ———

type OpenElement = { lostMedia: boolean; keptMedia: boolean };

/** Marks an image to drop; sanitizeBody would strip the attribute anyway. */
const MISSING = 'data-import-missing';

/** What may go when the image it held is dropped (never a table cell: the table would break). */
const EMPTIED_WRAPPERS = new Set(['a', 'p', 'div', 'span', 'li', 'ul', 'ol']);

/**
 * Upload URLs replaced by their new addresses. An image with neither its file nor a placeholder is dropped,
 * and with it the link and figure (caption included) that only framed it; a link or a player
 * keeps its old address. `srcset` would list old addresses, so it goes.
 */
function rewriteMedia(html: string, { mediaUrl, direction = 'ltr' }: CleanOptions, lose: Lose): string {
  // sanitize-html reports opening and closing tags; this stack knows what each element held.
  const open: OpenElement[] = [];
  let closing: OpenElement | undefined;
  const ancestors = () => open.slice(0, -1);
  const newUrl = (url: string | undefined, shown = false) => (url && isUpload(url) ? mediaUrl(url.trim(), shown) : undefined);
  const playable = (tagName: string, attribs: sanitizeHtml.Attributes) => {
    ancestors().forEach((element) => (element.keptMedia = true));
    const src = newUrl(attribs.src);
    return { tagName, attribs: src ? { ...attribs, src } : attribs };
  };

  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (name, attribs) => {
      open.push({ lostMedia: false, keptMedia: false });
      noteUnkept(name, attribs, lose);
    },
    onCloseTag: () => void (closing = open.pop()),
    transformTags: {
      ...Object.fromEntries(TEXT_BLOCKS.map((tag) => [tag, (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: aligned(attribs, direction) })])),
      img: (tagName, { srcset: _srcset, sizes: _sizes, ...attribs }) => {
        const url = newUrl(attribs.src, true);
        const missing = url === null;
        ancestors().forEach((element) => (missing ? (element.lostMedia = true) : (element.keptMedia = true)));
        if (missing) return { tagName, attribs: { ...attribs, [MISSING]: '' } };
        return { tagName, attribs: url ? { ...attribs, src: url } : attribs };
      },
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href ? { ...attribs, href: newUrl(attribs.href) ?? attribs.href } : attribs,
      }),
      audio: playable,
      video: playable,
      source: playable,
      iframe: playable,
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') return MISSING in frame.attribs;
      const empty = !closing?.keptMedia && !frame.text.trim();
      // wpautop leaves `<p></p>` where a `<!--more-->` or a removed shortcode stood, a cover block an empty `<span>` for its tint.
      if ((frame.tag === 'p' || frame.tag === 'span') && empty) return true;
      if (!closing?.lostMedia || closing.keptMedia) return false;
      // A figure's caption describes the image it lost; a wrapper left empty is noise.
      return frame.tag === 'figure' || (EMPTIED_WRAPPERS.has(frame.tag) && empty);
    },
  });
}

const TEXT_BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const WORDPRESS_ALIGNMENT = /\b(?:has-text-align-|align)(left|center|right|justify)\b/;

/**
 * A paragraph's or heading's alignment as the editor keeps it: WordPress writes it as a class
 * (`has-text-align-center`, a classic post's `aligncenter`) or a style, left and right meaning
 * the page's sides; the editor aligns to a line's start or end, so in a Persian post right is start.
 * Every other style goes, as the sanitizer would take it anyway.
 */
function aligned({ style, class: className, ...attribs }: sanitizeHtml.Attributes, direction: 'rtl' | 'ltr'): sanitizeHtml.Attributes {
  const written = WORDPRESS_ALIGNMENT.exec(className ?? '')?.[1] ?? /text-align\s*:\s*(left|center|right|justify)/i.exec(style ?? '')?.[1]?.toLowerCase();
  if (!written) return attribs;
  const sides: Record<string, string> = direction === 'rtl' ? { right: 'start', left: 'end' } : { left: 'start', right: 'end' };
  return { ...attribs, style: `text-align: ${sides[written] ?? written}` };
}

/** What the sanitizer will take out with what it meant, and media left where it was. */
const UNKEPT_TAGS = new Set(['script', 'style', 'form', 'input', 'select', 'textarea', 'button', 'object', 'embed', 'svg', 'canvas', 'math', 'noscript']);
const MEDIA_TAGS = new Set(['img', 'audio', 'video', 'source']);

function noteUnkept(name: string, attribs: Record<string, string>, lose: Lose): void {
  const src = attribs.src?.trim();
  if (UNKEPT_TAGS.has(name)) lose({ level: 'warning', message: 'markupDropped', detail: `<${name}>` });
  else if (name === 'iframe' && !(src && isAllowedEmbed(decodeAmpersands(src)))) lose({ level: 'warning', message: 'markupDropped', detail: `<iframe${src ? ` ${src}` : ''}>` });
  else if (MEDIA_TAGS.has(name) && src && !isUpload(src) && !src.startsWith('data:')) lose({ level: 'info', message: 'externalMedia', detail: src });
}

// ——— text helpers ———

/** WordPress writes `&` in URLs as `&#038;` or `&amp;`. */
function decodeAmpersands(url: string): string {
  return url.replace(/&(?:amp|#0*38|#x0*26);/gi, '&');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
