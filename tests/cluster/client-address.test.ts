import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cluster, registerReader } from './client';

/** A password-reset request sent from the loopback address `from` (the socket's own address). */
function requestReset(base: string, from: string, email: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const call = request(
      `${base}/api/user/authentication/password-reset`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-language': 'en', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('client addresses behind the proxy', () => {
  it('a forged X-Forwarded-For sent straight to an instance does not move the per-address limit; the proxy’s is believed', async () => {
    const { a, b, proxy } = cluster();
    const victim = await registerReader(a);
    // Loopback addresses other than 127.0.0.1 (the one trusted proxy address) are strangers.
    const stranger = '127.0.0.3';
    const neighbour = '127.0.0.4';

    const forged: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      forged.push(await requestReset(attempt % 2 ? b : a, stranger, victim.email, { 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': `192.0.2.${attempt}` }));
    }
    // Three per address, counted for the socket address on both instances alike.
    expect(forged).toEqual([200, 200, 200, 429, 429]);

    // Through Varnish (a trusted proxy) the address it forwards is the client's: the stranger is
    // still the same client there, and a neighbour on another address has a limit of its own.
    expect(await requestReset(proxy, stranger, victim.email)).toBe(429);
    expect(await requestReset(proxy, neighbour, victim.email)).toBe(200);
  });

  it('a trusted proxy that sends only X-Real-IP is believed: each address it names has a limit of its own', async () => {
    const { a } = cluster();
    const victim = await registerReader(a);
    // 127.0.0.1 is the trusted proxy address; these requests carry no X-Forwarded-For.
    const distinct: number[] = [];
    for (let client = 1; client <= 4; client += 1) distinct.push(await requestReset(a, '127.0.0.1', victim.email, { 'x-real-ip': `198.51.100.${client}` }));
    expect(distinct).toEqual([200, 200, 200, 200]);
    const same: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) same.push(await requestReset(a, '127.0.0.1', victim.email, { 'x-real-ip': '198.51.100.1' }));
    expect(same).toEqual([200, 200, 429]);
  });
});
