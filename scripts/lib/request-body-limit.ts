import type { IncomingMessage, ServerResponse } from 'node:http';
import { translate } from '../../src/i18n/messages';
import { lingerAfterAnswer } from '../../src/server/http/early-answer';
import { requestLocale } from '../../src/server/http/locale';
import { requestBodyLimit } from '../../src/shared/request-body-limits';

/**
 * The 413 answer, in the API envelope and the request's language. The connection closes after it,
 * once the client has had time to read it (early-answer.ts): the rest of the body is discarded,
 * never handed on, and a client that keeps sending is cut off.
 */
function refuse(request: IncomingMessage, response: ServerResponse, maxBytes: number): void {
  if (response.headersSent) {
    request.socket.destroy();
    return;
  }
  const locale = requestLocale(new Request(new URL(request.url ?? '/', 'http://localhost'), { headers: { 'accept-language': request.headers['accept-language'] ?? '' } }));
  const megabytes = Math.floor(maxBytes / (1024 * 1024));
  const body = JSON.stringify({ message: translate(locale, 'api.payloadTooLarge', { megabytes }) });
  response.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  lingerAfterAnswer(request);
  response.end(body);
}

/**
 * Enforces the ceiling of `requestBodyLimit` on a request before anything reads its body.
 * A declared Content-Length past the ceiling is refused before a byte is read; a chunked body is
 * counted as the HTTP parser hands each chunk over (`push`, which runs whether or not anyone reads
 * yet), and cut off at the first chunk past the ceiling, so no reader ever buffers more.
 * Returns true when the request was refused and must not be handed on.
 */
export function limitRequestBody(request: IncomingMessage, response: ServerResponse): boolean {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  const maxBytes = requestBodyLimit(request.method, pathname);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    refuse(request, response, maxBytes);
    return true;
  }
  let received = 0;
  let isOver = false;
  const push = request.push.bind(request);
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (isOver) return false;
    if (chunk !== null && chunk !== undefined) received += (chunk as Buffer).length;
    if (received <= maxBytes) return push(chunk, encoding);
    isOver = true;
    // Returning false pauses the socket until the 413 is out; then the connection discards what
    // still arrives and closes, and the reader (the route handler) sees an aborted body, never the
    // bytes past the ceiling.
    refuse(request, response, maxBytes);
    return false;
  };
  return false;
}
