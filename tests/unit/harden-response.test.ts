import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';
import { pipeToNodeResponse } from 'next/dist/server/pipe-readable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeResponse } from '@/server/http/encode-response';
import { hardenNodeResponse } from '@/server/http/harden-node-response';

let server: Server;
let base = '';
let isHttps = false;
let releaseStream: () => void = () => undefined;
const sharedInline = ['boot("فارسی")', 'self.__next_f.push([1,"x"])'];
const sharedPage = `<!doctype html><html><head><script src="/_next/static/a.js" async=""></script><script>${sharedInline[0]}</script><script type="application/ld+json">{"@type":"Article"}</script></head><body>${'<p>text</p>'.repeat(300)}<script>${sharedInline[1]}</script></body></html>`;
const bigJson = JSON.stringify({ data: randomBytes(1024 * 1024).toString('base64') });
// A search answer's size: 50 items in Persian.
const listJson = JSON.stringify({ data: Array.from({ length: 50 }, (_, index) => ({ id: index, title: `شبکه ${index}`, excerpt: 'کیف‌پول '.repeat(60) })) });
const streamedHead = '<!doctype html><html><head><script src="/_next/static/a.js" async=""></script></head><body><p>first</p><scr';
const streamedTail = 'ipt>late()</script><SCRIPT>self.__next_f.push([1])</SCRIPT></body></html>';

/** Chunks as React hands them to Next, written the way Next writes them (flush after each). */
function nextStyleStream(response: ServerResponse, chunks: Array<string | (() => Promise<void>)>): void {
  const encoder = new TextEncoder();
  const readable = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        if (typeof chunk === 'string') controller.enqueue(encoder.encode(chunk));
        else await chunk();
      }
      controller.close();
    },
  });
  void pipeToNodeResponse(readable, response);
}

/** Stand-ins for what Next answers, behind the same wrappers the production server uses. */
function standIn(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? '/';
  if (path === '/stream') {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    nextStyleStream(response, [streamedHead, () => new Promise<void>((resolve) => (releaseStream = resolve)), streamedTail]);
  } else if (path === '/api/big') {
    response.setHeader('content-type', 'application/json');
    nextStyleStream(response, bigJson.match(/[\s\S]{1,16384}/g)!);
  } else if (path === '/api/list') {
    response.setHeader('content-type', 'application/json');
    nextStyleStream(response, listJson.match(/[\s\S]{1,16384}/g)!);
  } else if (path === '/api/small') {
    response.setHeader('content-type', 'application/json');
    response.end('{"data":[]}');
  } else if (path === '/cached') {
    // A cached page: whole, with its length and a strong ETag, or a 304 to a matching revalidation.
    const html = `<!doctype html><script>boot()</script>${'<p>text</p>'.repeat(200)}`;
    response.setHeader('etag', '"abc"');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (request.headers['if-none-match']?.includes('"abc"')) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('content-length', Buffer.byteLength(html));
    response.end(html);
  } else if (path === '/shared') {
    // A page from Next's page cache: whole in one end(), shareable.
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 'public, s-maxage=300, stale-while-revalidate=60');
    response.end(sharedPage);
  } else if (path === '/media/a.mp3') {
    response.writeHead(206, { 'content-type': 'audio/mpeg', 'content-range': 'bytes 0-9/100', 'content-length': '10' });
    response.end(Buffer.alloc(10));
  } else {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.write('<!doctype html><p>');
    response.end('page</p>');
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (hardenNodeResponse(request, response, { isHttps })) return;
    encodeResponse(request, response);
    standIn(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; wire: Buffer; body: string };

function decode(wire: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(wire);
  if (encoding === 'gzip') return gunzipSync(wire);
  return wire;
}

function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const body = decode(wire, response.headers['content-encoding']).toString();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wire, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** Writes `head` on a socket of its own and resolves with everything the server sent back. */
function sendRaw(head: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.end(head));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function scriptPolicy(answer: Answer): string {
  const policy = String(answer.headers['content-security-policy']);
  return policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
}

function nonceOf(answer: Answer): string {
  return /'nonce-([^']+)'/.exec(scriptPolicy(answer))![1]!;
}

describe('the server wrapper', () => {
  it('passes pages through with the security headers, and no HSTS on plain http', async () => {
    const page = await send('GET', '/en/about-us');
    expect(page.status).toBe(200);
    expect(page.body).toBe('<!doctype html><p>page</p>');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when APP_URL is https', async () => {
    isHttps = true;
    expect((await send('GET', '/en')).headers['strict-transport-security']).toContain('max-age=');
    isHttps = false;
  });

  it('answers broken percent-encoding and NUL in a path and a target that is not a path (*) with 400, and TRACE with 405, in the envelope', async () => {
    for (const path of ['/api/articles/%E0%A4%A', '/media/%E0%A4%A', '/api/articles/a%00b', '/en/%ED%A0%80']) {
      const response = await send('GET', path, { 'accept-language': 'en-US' });
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ message: 'The request could not be understood.' });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    for (const method of ['OPTIONS', 'GET', 'POST']) {
      const response = await sendRaw(`${method} * HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      expect(response.split('\r\n')[0], `${method} *`).toBe('HTTP/1.1 400 Bad Request');
      expect(response).toContain(JSON.stringify({ message: 'The request could not be understood.' }));
    }
    const trace = await send('TRACE', '/api/articles', { 'accept-language': 'fa-IR' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain('GET');
    expect(JSON.parse(trace.body)).toEqual({ message: 'این روش درخواست این‌جا پذیرفته نیست.' });
  });
});

describe('the script policy of pages', () => {
  it('gives each page answer a fresh nonce, on every script it rendered and nowhere else in the policy', async () => {
    const [first, second] = [await send('GET', '/cached'), await send('GET', '/cached')];
    expect(scriptPolicy(first)).not.toContain('unsafe-inline');
    expect(scriptPolicy(first)).toContain("'strict-dynamic'");
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.body).toContain(`<script nonce="${nonceOf(first)}">boot()</script>`);
    expect(String(first.headers['content-security-policy'])).toContain("worker-src 'self' blob:");
    expect(String(first.headers['content-security-policy'])).toMatch(/frame-src [^;]*https:\/\/www\.aparat\.com /);
  });

  it('keeps streaming: the first part of a page arrives, compressed and marked, before the rest is rendered', async () => {
    const body = await new Promise<{ early: string; all: string; nonce: string }>((resolve, reject) => {
      const request = httpRequest(`${base}/stream`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip');
        const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
        let all = '';
        let early = '';
        response.pipe(createGunzip()).on('data', (chunk: Buffer) => {
          all += chunk.toString();
          if (!early && all.includes('first')) {
            early = all;
            releaseStream();
          }
        }).on('end', () => resolve({ early, all, nonce })).on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
    expect(body.early).toContain(`<script nonce="${body.nonce}" src="/_next/static/a.js"`);
    expect(body.early).not.toContain('late()');
    // The tag cut between the two chunks is marked too.
    expect(body.all).toContain(`<script nonce="${body.nonce}">late()</script><SCRIPT nonce="${body.nonce}">`);
  });

  it('gives a cached page the same bytes and policy for everyone: inline scripts by hash, files by origin, compressed once', async () => {
    const [first, second] = [await send('GET', '/shared', { 'accept-encoding': 'br' }), await send('GET', '/shared', { 'accept-encoding': 'br' })];
    const policy = String(first.headers['content-security-policy']);
    const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))!.trim();
    const hashes = sharedInline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(scripts).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(second.headers['content-security-policy']).toBe(policy);
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.wire.length);
    expect(second.wire.equals(first.wire)).toBe(true);
    expect(brotliDecompressSync(first.wire).toString()).toBe(sharedPage);
    const plain = await send('GET', '/shared');
    expect(plain.body).toBe(sharedPage);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A HEAD is answered as an uncompressed GET would be, with the page's length.
    const head = await send('HEAD', '/shared', { 'accept-encoding': 'gzip' });
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(sharedPage));
    expect(head.headers['content-security-policy']).toBe(policy);
  });

  it('answers a revalidation with a 304 without a policy, so the stored page keeps its own nonce', async () => {
    const page = await send('GET', '/cached', { 'accept-encoding': 'br' });
    expect(page.headers.etag).toBe('W/"abc"');
    const revalidated = await send('GET', '/cached', { 'if-none-match': String(page.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it('drops the length Next measured before the page was marked', async () => {
    const page = await send('GET', '/cached');
    expect(page.headers['content-length']).toBeUndefined();
    expect(page.headers['transfer-encoding']).toBe('chunked');
    const head = await send('HEAD', '/cached', { 'accept-encoding': 'gzip' });
    expect(head.headers['content-length']).toBeUndefined();
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});

describe('compression in the server wrapper', () => {
  it('compresses a large JSON answer whole through backpressure, with Vary, and gives it the data policy', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await send('GET', '/api/big', { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body).toBe(bigJson);
      expect(answer.wire.length).toBeLessThan(bigJson.length);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect((await send('GET', '/api/big')).body).toBe(bigJson);
  });

  it('sends a JSON answer of a usual size compressed whole, with its length, and a longer one as a stream', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await send('GET', '/api/list', { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body).toBe(listJson);
      expect(answer.headers['content-length']).toBe(String(answer.wire.length));
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(answer.wire.length).toBeLessThan(Buffer.byteLength(listJson) / 4);
    }
    const long = await send('GET', '/api/big', { 'accept-encoding': 'br' });
    expect(long.headers['transfer-encoding']).toBe('chunked');
    expect(long.body).toBe(bigJson);
  });

  it('leaves a tiny answer whole with its length, and a byte range untouched', async () => {
    const small = await send('GET', '/api/small', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe('11');
    const range = await send('GET', '/media/a.mp3', { 'accept-encoding': 'gzip, br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-length']).toBe('10');
  });
});
