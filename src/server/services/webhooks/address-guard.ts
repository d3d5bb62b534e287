import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { env } from '@/env';

/**
 * Addresses a webhook may not reach unless the operator allows it (WEBHOOK_ALLOW_PRIVATE): this
 * host, the private networks behind it, link-local (cloud metadata at 169.254.169.254), unique-local,
 * and what is not one host at all. BlockList matches an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`)
 * against the IPv4 ranges too.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // The unspecified and loopback addresses, and the IPv4-compatible ones (`::127.0.0.1`).
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a webhook may not be sent to without the operator's allowance. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  return refused.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

export function privateAddressesAllowed(): boolean {
  return env().WEBHOOK_ALLOW_PRIVATE;
}

/** Why an address was not used: the message the delivery log shows. */
export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`refused to connect to ${address}: a private, loopback or link-local address (set WEBHOOK_ALLOW_PRIVATE to allow)`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * The addresses `url`'s host stands for and the first refused one among them (null when all may be
 * used). A host that does not resolve throws.
 */
export async function refusedAddressOf(url: URL): Promise<string | null> {
  if (privateAddressesAllowed()) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  return addresses.find(isRefusedAddress) ?? null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of a delivery's connection: resolves the host as Node would and refuses the
 * connection when any address it stands for is refused, so the address checked is the address
 * connected to (DNS may have changed since the endpoint was registered). A literal IP in the URL
 * never reaches a lookup: `assertDeliverable` checks it.
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const bad = privateAddressesAllowed() ? undefined : addresses.find((entry) => isRefusedAddress(entry.address));
    if (bad) return callback(new RefusedAddressError(bad.address), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/** A URL whose host is a literal IP is checked here, before any connection (its lookup is skipped). */
export function assertDeliverable(url: URL): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !privateAddressesAllowed() && isRefusedAddress(host)) throw new RefusedAddressError(host);
}
