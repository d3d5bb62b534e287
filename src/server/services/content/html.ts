import sanitizeHtml from 'sanitize-html';

/**
 * What the editor may produce, and nothing else: stored XSS is impossible by construction
 * (ARCHITECTURE §1). Scripts, styles, iframes and every `on*` attribute are dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'blockquote', 'code', 'pre', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'bdi',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // h1 belongs to the page title; a body heading starts at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
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
