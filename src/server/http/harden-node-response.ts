import type { IncomingMessage, ServerResponse } from 'node:http';
import { rejectMalformedRequest } from './malformed-request';
import { baseSecurityHeaders, RESOURCE_POLICY } from './security-headers';

type Options = { isHttps: boolean };
/**
 * Everything the server adds around Next for safety: malformed requests answered before Next
 * (405 / 400 in the envelope) and the security headers on every answer. Returns true when the
 * request has been answered here.
 */
export function hardenNodeResponse(request: IncomingMessage, response: ServerResponse, { isHttps }: Options): boolean {
  const base = baseSecurityHeaders({ isHttps });
  const rejection = rejectMalformedRequest(request.method, request.url, request.headers['accept-language']);
  if (rejection) {
    response.writeHead(rejection.status, { ...base, 'Content-Security-Policy': RESOURCE_POLICY, ...rejection.headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(rejection.body));
    return true;
  }
  for (const [name, value] of Object.entries(base)) response.setHeader(name, value);
  return false;
}
