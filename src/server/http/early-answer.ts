import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * An answer that leaves before its request's body was read (a 401 to an anonymous upload, a 403,
 * a 429) ends the connection. Node would otherwise read and discard the rest of the body to keep
 * the connection alive: a refused client could still make the server swallow a gigabyte.
 */
export function closeAfterEarlyAnswer(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    if (!request.complete) response.setHeader('Connection', 'close');
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
