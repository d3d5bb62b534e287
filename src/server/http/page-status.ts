import type { ServerResponse } from 'node:http';
import { NOT_FOUND_META } from '../../shared/page-status';

const HEAD_END = '</head>';
const NOT_FOUND_MARK = new RegExp(`<meta name="${NOT_FOUND_META.name}" content="${NOT_FOUND_META.content}"\\s*/?>`);

/** True when a page's `<head>` carries the not-found `<meta>` (src/shared/page-status.ts). */
export function isMarkedNotFound(html: Buffer | string): boolean {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return false;
  const head = typeof html === 'string' ? html.slice(0, end) : html.toString('utf8', 0, end);
  return NOT_FOUND_MARK.test(head);
}

/**
 * Answers 404 for a page that rendered the site's 404 screen. Next hands a rendered or cached
 * page over whole, in one `end()`, before any header has left: the status is decided there, the
 * page cache keeps the page as rendered, and a cached copy is answered 404 just like the first.
 * A streamed answer (a per-request page, `next dev`) has sent its headers already and keeps them.
 */
export function answerNotFoundPages(response: ServerResponse): void {
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    const [chunk] = args;
    const isWholePage = typeof chunk === 'string' || Buffer.isBuffer(chunk);
    if (isWholePage && !response.headersSent && response.statusCode === 200 && /^\s*text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))) {
      if (isMarkedNotFound(chunk)) response.statusCode = 404;
    }
    return end(...args);
  }) as ServerResponse['end'];
}
