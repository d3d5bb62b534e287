import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress, parseTrustedProxies, PEER_ADDRESS_HEADER } from '@/server/http/client-info';

const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');
const from = (peer: string, headers: Record<string, string> = {}) => new Headers({ [PEER_ADDRESS_HEADER]: peer, ...headers });

describe('clientAddress', () => {
  it('ignores forwarded headers from an address that is not a configured proxy', () => {
    const headers = from('198.51.100.4', { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' });
    expect(clientAddress(headers, proxies)).toBe('198.51.100.4');
    expect(clientAddress(headers, parseTrustedProxies(undefined))).toBe('198.51.100.4');
  });

  it('believes a trusted proxy, reading X-Forwarded-For from the right past our own proxies', () => {
    expect(clientAddress(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), proxies)).toBe('203.0.113.9');
    // The left-most entry is whatever the client claimed before reaching our first proxy.
    expect(clientAddress(from('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.7' }), proxies)).toBe('203.0.113.9');
    expect(clientAddress(from('fd00::1', { 'x-forwarded-for': '2001:db8::42' }), proxies)).toBe('2001:db8::42');
    expect(clientAddress(from('127.0.0.1', { 'x-real-ip': '203.0.113.10' }), proxies)).toBe('203.0.113.10');
    expect(clientAddress(from('127.0.0.1'), proxies)).toBe('127.0.0.1');
  });

  it('treats an IPv4-mapped socket address as IPv4 and drops entries that are not addresses', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress(from('::ffff:127.0.0.1', { 'x-forwarded-for': 'evil, 203.0.113.9' }), proxies)).toBe('203.0.113.9');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }), proxies)).toBeNull();
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or CIDR', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustedProxies('proxy.local')).toThrow(/not an IP/);
  });
});
