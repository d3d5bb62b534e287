/** The small XML vocabulary the WXR writer needs: escaping, CDATA, WordPress's slugs and dates. */

// XML 1.0 refuses control characters (but tab, newline, return) and lone surrogates even inside
// CDATA; a body pasted from a word processor may carry them, and one would make the file unreadable.
const INVALID_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` without the characters XML 1.0 cannot carry. */
export function xmlSafe(text: string): string {
  return text.replace(INVALID_XML, '');
}

/** Text content or an attribute value, escaped. */
export function esc(text: string | number | null | undefined): string {
  return xmlSafe(String(text ?? ''))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A CDATA section; a `]]>` inside is split across two sections, as WordPress's exporter does. */
export function cdata(text: string | null | undefined): string {
  return `<![CDATA[${xmlSafe(text ?? '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** `<name>text</name>`, the text escaped. */
export function tag(name: string, text: string | number | null | undefined): string {
  return `<${name}>${esc(text)}</${name}>`;
}

/** `<name><![CDATA[text]]></name>`. */
export function cdataTag(name: string, text: string | null | undefined): string {
  return `<${name}>${cdata(text)}</${name}>`;
}

/**
 * A flat PHP-serialized array, the form Polylang keeps in a term's description (`a:2:{s:2:"fa";
 * i:12;…}`): string lengths are counted in UTF-8 bytes, as PHP counts them.
 */
export function phpSerialize(entries: [string, string | number][]): string {
  const value = (v: string | number) => (typeof v === 'number' ? `i:${v};` : `s:${Buffer.byteLength(v)}:"${v}";`);
  return `a:${entries.length}:{${entries.map(([key, v]) => value(key) + value(v)).join('')}}`;
}

/** WordPress's slug columns are 200 characters wide; a longer one fails the whole post's insert. */
const WP_SLUG_MAX = 200;

/**
 * A slug as WordPress stores it: letters outside ASCII percent-encoded with lower-case hex
 * (`sanitize_title` lower-cases the whole encoded string), so a Persian slug matches the
 * post_name WordPress itself would have written, and cut like `utf8_uri_encode($slug, 200)`
 * cuts it: before the first letter whose encoding would pass 200 characters.
 */
export function wpSlug(slug: string): string {
  let encoded = '';
  for (const letter of slug) {
    const part = encodeURIComponent(letter).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
    if (encoded.length + part.length > WP_SLUG_MAX) break;
    encoded += part;
  }
  return encoded;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, WordPress's date columns. */
export function wpDate(date: Date | string | null | undefined): string {
  if (!date) return '0000-00-00 00:00:00';
  return new Date(date).toISOString().slice(0, 19).replace('T', ' ');
}

/** RFC 2822 date of `<pubDate>`. */
export function rfc2822(date: Date | string | null | undefined): string {
  return date ? new Date(date).toUTCString().replace('GMT', '+0000') : '';
}

/** Writes text to `out`, waiting while it is behind, so the file is streamed, never built whole. */
export class XmlOut {
  constructor(private readonly out: NodeJS.WritableStream) {}

  async write(...lines: string[]): Promise<void> {
    const text = lines.join('\n') + '\n';
    if (this.out.write(text)) return;
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        this.out.removeListener('drain', done);
        this.out.removeListener('error', done);
        if (error) reject(error);
        else resolve();
      };
      this.out.once('drain', done);
      this.out.once('error', done);
    });
  }

  /** Ends `out` and waits until it has taken everything. */
  async end(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(() => resolve());
    });
  }
}
