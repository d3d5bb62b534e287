import path from 'node:path';

const UPLOADS_MARKER = /\/wp-content\/uploads\//i;
/** WordPress.com serves a site's uploads from `<site>.files.wordpress.com/2013/03/x.jpg`, with no `wp-content`. */
const WPCOM_FILES = /^[a-z0-9-]+\.files\.wordpress\.com$/i;

/**
 * Where an uploaded file's URL points below `wp-content/uploads` (`2024/01/a.jpg`), whatever host
 * names it: the old site, a CDN in front of it (`i0.wp.com/example.com/wp-content/uploads/…`), a
 * relative path, or WordPress.com's file host. Null for any other URL, and for one that would
 * climb out of the folder.
 */
export function uploadsPathOf(url: string): string | null {
  const marker = UPLOADS_MARKER.exec(url);
  let rest: string;
  if (marker) rest = url.slice(marker.index + marker[0].length);
  else {
    const parsed = URL.canParse(url.trim()) ? new URL(url.trim()) : null;
    if (!parsed || !WPCOM_FILES.test(parsed.hostname)) return null;
    rest = parsed.pathname.slice(1);
  }
  rest = rest.split(/[?#]/)[0] ?? '';
  let decoded = rest;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    // A stray % stays as written.
  }
  const normalized = path.posix.normalize(decoded);
  return normalized.startsWith('..') || path.posix.isAbsolute(normalized) || normalized === '.' ? null : normalized;
}
