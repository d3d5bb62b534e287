import sanitizeHtml from 'sanitize-html';
import { embedHosts } from '@/shared/attribute-facts';
import { normalizePersian } from '@/shared/text/normalize';

const PLAYERS = new Set(['audio', 'video', 'iframe']);

/**
 * An upload (`/media/…`) or an https address; the schemes check alone would also let any other
 * relative path through.
 */
function playableSource(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { src, ...rest } = attribs;
  const allowed = src !== undefined && (src.startsWith('/media/') || /^https:\/\//i.test(src));
  return { tagName, attribs: allowed ? attribs : rest };
}

/**
 * An id only where a footnote needs one (`fn-…`, the WordPress import's footnotes and the
 * references to them): any other id could collide with the page's own, or clobber a global.
 */
function footnoteIdOnly({ id, ...attribs }: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return id !== undefined && /^fn-[a-z0-9-]{1,80}$/i.test(id) ? { ...attribs, id } : attribs;
}

/**
 * What the editor (and the WordPress import) may produce, and nothing else: stored XSS is
 * impossible by construction (ARCHITECTURE §1). Scripts, styles and every `on*` attribute are
 * dropped; an iframe stays only when it is an https player of an allowed embed host (Aparat,
 * YouTube), and audio/video only when they play an upload (`/media/…`) or an https address.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'blockquote', 'code', 'pre', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'bdi',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'audio', 'video', 'iframe',
    // What WordPress's own editor keeps and a reader's page can show as it is: definitions,
    // abbreviations, quotations and their sources, edits, keys, fine print, addresses, foldouts.
    'dl', 'dt', 'dd', 'abbr', 'cite', 'q', 'del', 'ins', 'kbd', 'var', 'small', 'address', 'details', 'summary',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target', 'id', 'aria-label'],
    li: ['id'],
    // The editor's alignment (logical: start, centre, end, justified), and nothing else of a style.
    ...Object.fromEntries(['p', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['style']])),
    abbr: ['title'],
    q: ['cite'],
    del: ['cite', 'datetime'],
    ins: ['cite', 'datetime'],
    ol: ['start', 'reversed'],
    details: ['open'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    audio: ['src', 'controls', 'preload', 'title'],
    video: ['src', 'controls', 'preload', 'title'],
    iframe: ['src', 'title', 'allowfullscreen', 'loading', 'allow'],
    '*': ['dir', 'lang'],
  },
  allowedStyles: { '*': { 'text-align': [/^(?:start|center|end|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], audio: ['https'], video: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: embedHosts,
  allowIframeRelativeUrls: false,
  // h1 belongs to the page title; a body heading starts at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...footnoteIdOnly(attribs), rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
    li: (tagName, attribs) => ({ tagName, attribs: footnoteIdOnly(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    ol: (tagName, { start, ...attribs }) => ({ tagName, attribs: start !== undefined && /^-?\d{1,9}$/.test(start.trim()) ? { ...attribs, start: start.trim() } : attribs }),
    audio: playableSource,
    video: playableSource,
  },
  // A player whose source was refused would be an empty box; it goes with its source.
  exclusiveFilter: (frame) => PLAYERS.has(frame.tag) && !frame.attribs.src,
  disallowedTagsMode: 'discard',
};

/** Sanitizes editor HTML before it is stored. Relative image paths (`/media/…`) are kept. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The text of an HTML fragment, for search and reading time. */
export function plainText(html: string): string {
  // Block boundaries separate words: «<p>one</p><p>two</p>» is "one two", not "onetwo".
  const spaced = html.replace(/<\/?(?:p|h[1-6]|li|ul|ol|br|hr|div|blockquote|pre|tr|td|th|figcaption|table)\b[^>]*>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read a body at an unhurried 200 words a minute; at least one. */
export function readingTimeOf(bodyHtml: string): number {
  const words = plainText(bodyHtml).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * A body whose first paragraph repeats the excerpt, without that paragraph: the page shows the
 * excerpt as its lead under the title, and a reader should meet it once (imports and older demo
 * data wrote the excerpt as the body's opening). Compared as text, whatever the markup or spacing.
 */
export function withoutRepeatedLead(bodyHtml: string, excerpt: string): string {
  const lead = normalizePersian(excerpt);
  if (!lead) return bodyHtml;
  const first = /^\s*<p(?:\s[^>]*)?>([\s\S]*?)<\/p>\s*/i.exec(bodyHtml);
  if (!first || normalizePersian(plainText(first[1]!)) !== lead) return bodyHtml;
  return bodyHtml.slice(first[0].length);
}
