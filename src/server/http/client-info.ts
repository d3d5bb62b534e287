import { BlockList, isIP } from 'node:net';
import { env } from '@/env';
import type { ClientInfo } from '@/server/services/context';

/**
 * Next's route handlers never see the socket, so `npm start` (scripts/start.ts) deletes any
 * incoming header of this name and sets it to the TCP peer's address before Next runs: a client
 * cannot choose it.
 */
export const PEER_ADDRESS_HEADER = 'x-darvazeh-peer-address';

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is the IPv4 address 1.2.3.4. */
export function normalizeAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim().replace(/^\[|\]$/g, '');
  if (!trimmed) return null;
  const unmapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1] ?? trimmed;
  return isIP(unmapped) ? unmapped.toLowerCase() : null;
}

/** Parses `127.0.0.1,10.0.0.0/8,::1,fd00::/8` into a matcher; throws on an entry that is not an address or CIDR. */
export function parseTrustedProxies(list: string | undefined): BlockList {
  const blocks = new BlockList();
  for (const entry of (list ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      blocks.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
    blocks.addSubnet(address, bits, type);
  }
  return blocks;
}

let trusted: { source: string | undefined; blocks: BlockList } | undefined;

function trustedProxies(): BlockList {
  const source = env().TRUSTED_PROXIES;
  if (!trusted || trusted.source !== source) trusted = { source, blocks: parseTrustedProxies(source) };
  return trusted.blocks;
}

function isTrusted(blocks: BlockList, address: string): boolean {
  return blocks.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the socket peer, unless that peer is a configured proxy
 * (TRUSTED_PROXIES). Then `X-Forwarded-For` is read from the right, skipping our own proxies, and
 * the first address no proxy of ours vouches for is the client (entries further left are whatever
 * the client claimed); `X-Real-IP` is the fallback when a trusted proxy sends only that.
 */
export function clientAddress(headers: Headers, blocks: BlockList = trustedProxies()): string | null {
  const peer = normalizeAddress(headers.get(PEER_ADDRESS_HEADER));
  if (!peer || !isTrusted(blocks, peer)) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalizeAddress)
    .filter((address): address is string => address !== null);
  for (const hop of chain.toReversed()) {
    if (!isTrusted(blocks, hop)) return hop;
  }
  return chain[0] ?? normalizeAddress(headers.get('x-real-ip')) ?? peer;
}

export function clientInfo(request: Request): ClientInfo {
  const userAgent = request.headers.get('user-agent')?.slice(0, 500) ?? null;
  return { ip: clientAddress(request.headers), userAgent };
}
