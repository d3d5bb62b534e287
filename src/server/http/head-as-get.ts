import type { IncomingMessage } from 'node:http';

/**
 * HEAD goes on to the app as GET, so it answers the status and headers a GET would (HTTP's rule,
 * which link checkers, uptime monitors and crawlers rely on). Next answers HEAD from its headers
 * alone and ends without the page, so nothing downstream could tell a rendered 404 screen
 * (page-status.ts) from a live page: a missing page answered 200 to HEAD and 404 to GET.
 * The response was made for a HEAD request, and Node drops every body byte written to it while
 * keeping the headers, Content-Length included; the page is rendered or read from the cache as
 * for a GET, which is what a GET of the same address would cost.
 */
export function treatHeadAsGet(request: IncomingMessage): void {
  if (request.method === 'HEAD') request.method = 'GET';
}
