import type { ServerResponse } from 'node:http';

/**
 * Next drops `Content-Length` from every route-handler answer (the body may have been re-encoded
 * on its way), so a stored file would go out chunked and a HEAD without its length, which podcast
 * apps read. A handler that knows its exact byte count says so in this header; the Node server
 * turns it back into `Content-Length` just before the headers leave.
 */
export const BODY_LENGTH_HEADER = 'x-darvazeh-body-length';

export function promoteBodyLength(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    const length = response.getHeader(BODY_LENGTH_HEADER);
    if (length !== undefined) {
      response.removeHeader(BODY_LENGTH_HEADER);
      // A compressed answer is shorter than the file: encode-response.ts drops the length it sets here.
      const isEncoded = response.getHeader('content-encoding') !== undefined;
      if (!isEncoded && /^\d+$/.test(String(length))) response.setHeader('Content-Length', String(length));
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
