/**
 * Text and attribute values for hand-written XML (feeds, sitemap): the five markup characters are
 * escaped, and characters XML 1.0 forbids (control codes a pasted text may carry) are dropped,
 * since one of them makes the whole document unparsable.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name attr="…">text</name>`, escaped; undefined or empty text leaves the element out. */
export function element(name: string, text: string | number | undefined | null, attributes: Record<string, string> = {}): string {
  if (text === undefined || text === null || text === '') return '';
  return `<${name}${attributesOf(attributes)}>${escapeXml(String(text))}</${name}>`;
}

/** `<name attr="…"/>`, escaped. */
export function emptyElement(name: string, attributes: Record<string, string>): string {
  return `<${name}${attributesOf(attributes)}/>`;
}

function attributesOf(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
}

/** Cache header of feeds and the sitemap: shared caches keep them an hour (content writes revalidate pages, not proxies). */
export const FEED_CACHE = { 'Cache-Control': 'public, s-maxage=3600, stale-while-revalidate=86400' } as const;
