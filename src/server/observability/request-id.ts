import { randomUUID } from 'node:crypto';
import { isIP, type BlockList } from 'node:net';

/**
 * The request id: the server's own (a UUID) unless a trusted proxy (TRUSTED_PROXIES) sent one in
 * X-Request-Id. `npm start` sets it on the incoming request under this header, replacing whatever
 * a client sent, so route handlers read it there; it is sent back in the answer's X-Request-Id,
 * in 500 answers' `request_id`, and on every log line written while the request is handled.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy may look like: nginx's $request_id, a UUID, Varnish's `host-xid`. */
const ACCEPTABLE_ID = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$/;

function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

/**
 * The id for a request that arrived from `peer` (the TCP peer's address) with `offered` in its
 * X-Request-Id: kept when the peer is one of our proxies and the id looks like one, else made.
 * A client cannot choose the id that its log lines will carry unless it is our own proxy.
 */
export function requestIdFor(offered: string | string[] | undefined, peer: string | undefined, trusted: BlockList): string {
  const value = Array.isArray(offered) ? offered[0] : offered;
  const address = peer ? unmapped(peer) : '';
  const family = isIP(address);
  if (value && family && ACCEPTABLE_ID.test(value) && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6')) return value;
  return randomUUID();
}
