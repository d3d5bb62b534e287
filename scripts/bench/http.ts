/** Single requests that see the bytes as they travel, and the load runs, for the report. */
import { request } from 'node:http';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import { hydratedTree, type HydratedTree } from './stats';

export type Fetched = { status: number; headers: Record<string, string | string[] | undefined>; wireBytes: number; body: string };

/** One GET; `wireBytes` is the body as sent (compressed when the server compressed it). */
export function get(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a kept-alive socket the server has just closed fails with ECONNRESET.
    const sent = request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const decoded = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : encoding === 'deflate' ? inflateSync(wire) : wire;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wireBytes: wire.length, body: decoded.toString('utf8') });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.setTimeout(120_000, () => sent.destroy(new Error(`GET ${url} timed out`)));
    sent.end();
  });
}

/** What a browser asks for: the server may answer compressed. */
export const COMPRESSED = { 'accept-encoding': 'br, gzip, deflate' };

/** Script URLs a page references (`<script src>`), in document order, without repeats. */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return [...new Set(sources)];
}

/** `tree`: what an HTML page hands React to hydrate (stats.ts hydratedTree); absent for other answers. */
export type Weight = { status: number; rawBytes: number; compressedBytes: number; encoding: string; jsFiles: number; jsCompressedBytes: number; tree?: HydratedTree };

/**
 * The page as served, raw and compressed (`compressed` is an answer already fetched with
 * COMPRESSED, so a slow URL is not asked twice), and the compressed size of every script it references.
 */
export async function weigh(url: string, headers: Record<string, string>, compressed: Fetched): Promise<Weight> {
  const raw = await get(url, { ...headers, 'accept-encoding': 'identity' });
  const isHtml = String(raw.headers['content-type'] ?? '').includes('text/html');
  const scripts = isHtml ? scriptSources(raw.body) : [];
  let jsCompressedBytes = 0;
  for (const source of scripts) jsCompressedBytes += (await get(new URL(source, url).href, COMPRESSED)).wireBytes;
  return {
    status: raw.status,
    rawBytes: raw.wireBytes,
    compressedBytes: compressed.wireBytes,
    encoding: String(compressed.headers['content-encoding'] ?? 'identity'),
    jsFiles: scripts.length,
    jsCompressedBytes,
    tree: isHtml ? hydratedTree(raw.body) : undefined,
  };
}

export type LoadResult = { requests: number; seconds: number; rps: number; p50: number; p99: number; non2xx: number; errors: number; timeouts: number };

/**
 * `connections` clients requesting `url` back to back for `duration` seconds, with autocannon;
 * or, given `amount`, exactly that many requests however long they take (for a URL slower than
 * the duration, which a timed run would report as zero requests).
 */
export async function load(url: string, { connections, duration, amount, headers }: { connections: number; duration: number; amount?: number; headers: Record<string, string> }): Promise<LoadResult> {
  const timing = amount ? { amount, timeout: 600 } : { duration, timeout: 30 };
  const result = await autocannon({ url, connections, ...timing, headers: { ...COMPRESSED, ...headers } });
  const requests = result.requests.total;
  const seconds = result.duration;
  return {
    requests,
    seconds,
    rps: seconds > 0 ? requests / seconds : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
