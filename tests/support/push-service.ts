import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
export type BrowserKeys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; p256dh: string; authText: string };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

const info = (text: string) => Buffer.concat([Buffer.from(text, 'ascii'), Buffer.from([0])]);

/**
 * Opens an `aes128gcm` message (RFC 8188) encrypted to `keys` as RFC 8291 says a browser does:
 * the header's salt and sender key, ECDH and the auth secret give the key and nonce of the one
 * record, whose padding ends at the last 0x02.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([info('WebPush: info'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/**
 * Whether `authorization` is a VAPID header (RFC 8292) for `audience`, signed by `publicKey`:
 * `vapid t=<JWT>, k=<key>`, the JWT's ES256 signature checked with the key.
 */
export function isValidVapid(authorization: string, publicKey: string, audience: string): boolean {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match || match[2] !== publicKey) return false;
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number };
  return signed && aud === audience && exp * 1000 > Date.now();
}

export type PushedMessage = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * A push service on loopback: records what is posted to it, and answers each path's status
 * (201 unless `statusOf` says otherwise, as 410 for a subscription that is gone).
 */
export async function startPushService(statusOf: (path: string) => number = () => 201): Promise<{ server: Server; base: string; received: PushedMessage[] }> {
  const received: PushedMessage[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusOf(request.url ?? '')).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}
