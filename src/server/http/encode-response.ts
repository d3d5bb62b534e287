import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import { contracts } from '@/shared/api/contracts';
import { wantsLightPage } from '@/shared/light-mode';
import { chooseEncoding, isCompressibleType, isJsonType, varyOn, varyOnEncoding, type Encoding } from './compression';
import { cachedPageFacts } from './cached-page';
import { lightPage } from './light-page';
import { createNonceInserter, freshNonce, type NonceInserter } from './script-nonce';
import { pagePolicy, RESOURCE_POLICY, SCRIPT_FILE_POLICY } from './security-headers';

type Compressor = Gzip | BrotliCompress;
type WriteCallback = (error?: Error | null) => void;

// Quality 5 of 11 for a page: close to the best size at a cost a render can carry on every answer.
const PAGE_QUALITY = 5;
// Quality 4 for a JSON answer, as CDNs compress dynamic answers: half the CPU of 5 for 8 % more
// bytes (a search answer of 50 items: 11.8 KB against 10.9, and 12.2 in gzip).
const JSON_QUALITY = 4;

function brotliParams(quality: number, contentLength: number | undefined): Record<number, number> {
  const params: Record<number, number> = { [constants.BROTLI_PARAM_QUALITY]: quality };
  if (contentLength !== undefined) {
    params[constants.BROTLI_PARAM_SIZE_HINT] = contentLength;
    // A window no larger than the answer: the encoder's ring buffer is sized by it (4 MB by default).
    params[constants.BROTLI_PARAM_LGWIN] = Math.min(Math.max(Math.ceil(Math.log2(contentLength + 1)), constants.BROTLI_MIN_WINDOW_BITS), constants.BROTLI_DEFAULT_WINDOW);
  }
  return params;
}

function createCompressor(encoding: Encoding, contentLength: number | undefined): Compressor {
  return encoding === 'gzip' ? createGzip() : createBrotliCompress({ params: brotliParams(PAGE_QUALITY, contentLength) });
}

function compressWhole(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'gzip' ? gzipSync(body) : brotliCompressSync(body, { params: brotliParams(JSON_QUALITY, body.length) });
}

/**
 * A JSON answer is held up to this many bytes and compressed in one call when it ends, and sent
 * with its length in one write. Through a compression stream each answer cost an encoder, three
 * trips to the thread pool and a socket write per compressed piece. A page, an RSC payload or a
 * feed keeps its stream, so its first bytes leave while the rest renders; a longer JSON answer goes
 * on as a stream once it passes this.
 */
const HOLD_BYTES = 256 * 1024;

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding);
}

function headerNumber(value: ReturnType<ServerResponse['getHeader']>): number | undefined {
  const number = Number(value);
  return value === undefined || !Number.isFinite(number) ? undefined : number;
}

/** An encoded or re-marked body is no longer byte-identical to what a strong ETag promised. */
function weakenEtag(response: ServerResponse): void {
  const etag = response.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) response.setHeader('etag', `W/${etag}`);
}

/** A whole page that every reader gets alike: cached by Next (its `s-maxage`) and shareable. */
function isCachedPage(request: IncomingMessage, response: ServerResponse): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || response.statusCode !== 200) return false;
  if (!/^\s*text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))) return false;
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return /\bs-maxage=/.test(cacheControl) && !/\b(?:private|no-store)\b/.test(cacheControl);
}

/** Where the light page's notice sends a reader who wants the full version back. */
const FULL_VERSION_ACTION = `${contracts.setLightMode.path}?mode=off`;

/** A light page is a different body at the same address: its validator must differ from the full one's. */
function markLightEtag(response: ServerResponse): void {
  const etag = response.getHeader('etag');
  if (typeof etag === 'string') response.setHeader('etag', etag.replace(/"$/, '-light"'));
}

/**
 * The Content-Security-Policy for this answer. A 304 carries none: the cache keeps the stored
 * body together with the stored policy, and a fresh nonce there would disown the stored scripts.
 */
function applyPolicy(response: ServerResponse, status: number, contentType: string, isHtml: boolean): string | null {
  if (status === 304) {
    response.removeHeader('content-security-policy');
    return null;
  }
  if (isHtml) {
    const nonce = freshNonce();
    response.setHeader('content-security-policy', pagePolicy(nonce));
    return nonce;
  }
  const isScript = /^\s*(?:application|text)\/(?:x-)?javascript\b/i.test(contentType);
  response.setHeader('content-security-policy', isScript ? SCRIPT_FILE_POLICY : RESOURCE_POLICY);
  return null;
}

/**
 * The production server's last word on every answer, decided when its headers leave: an HTML
 * page gets a fresh nonce in its policy and on each of its scripts, other answers a policy that
 * fits them, and text-like answers are compressed here (Next's own compression is off, because it
 * would hand this server bytes it can no longer mark). Streaming stays: each chunk is marked and
 * compressed as it comes, and Next's `flush()` after a chunk pushes it through the compressor.
 */
export function encodeResponse(request: IncomingMessage, response: ServerResponse): void {
  const isLight = wantsLightPage({ saveData: request.headers['save-data'] as string | undefined, cookie: request.headers.cookie });
  // The browser may hold the full page under its validator; a 304 would show it that again.
  if (isLight && /\btext\/html\b/i.test(request.headers.accept ?? '')) delete request.headers['if-none-match'];
  /** A shareable page rendered for a light request: held whole, then made light (light-page.ts). */
  let lightChunks: Buffer[] | null = null;
  const writeHead = response.writeHead.bind(response) as (status: number, reason?: string, headers?: unknown) => ServerResponse;
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let inserter: NonceInserter | null = null;
  let compressor: Compressor | null = null;
  let encoding: Encoding | null = null;
  /** A JSON answer being compressed, held whole until it ends or outgrows HOLD_BYTES. */
  let held: { encoding: Encoding; status: number; reason: string | undefined; chunks: Buffer[]; bytes: number } | null = null;

  function startCompressor(chosen: Encoding, contentLength: number | undefined): void {
    const stream = createCompressor(chosen, contentLength);
    stream.on('data', (chunk: Buffer) => {
      if (!write(chunk)) stream.pause();
    });
    response.on('drain', () => stream.resume());
    // Writers wait for the response's `drain`; when the compressor is what was full, it is the
    // compressor's drain they are waiting for.
    stream.on('drain', () => response.emit('drain'));
    stream.on('end', () => end());
    stream.on('error', (error) => response.destroy(error));
    response.once('close', () => stream.destroy());
    compressor = stream;
    encoding = chosen;
  }

  /** The held answer, no longer held. */
  function takeHeld(): NonNullable<typeof held> {
    const taken = held!;
    held = null;
    return taken;
  }

  /** Sends the head of a held answer and streams what was held through a compressor. */
  function releaseHeld(): void {
    const { encoding: chosen, status, reason, chunks } = takeHeld();
    startCompressor(chosen, undefined);
    writeHead(status, reason);
    for (const chunk of chunks) pass(chunk);
  }

  function decide(status: number, reason: string | undefined): void {
    const contentType = String(response.getHeader('content-type') ?? '');
    const isHtml = /^\s*text\/html\b/i.test(contentType);
    const isBodyless = request.method === 'HEAD' || status === 204 || status === 304;
    const nonce = applyPolicy(response, status, contentType, isHtml);
    if (isHtml) {
      // The marked page is longer than Next measured; a HEAD cannot know by how much either.
      response.removeHeader('content-length');
      if (nonce && !isBodyless) {
        inserter = createNonceInserter(nonce);
        weakenEtag(response);
      }
    }
    if (isCompressibleType(contentType)) response.setHeader('vary', varyOnEncoding(response.getHeader('vary')?.toString()));
    const chosen = chooseEncoding({
      method: request.method ?? 'GET',
      status,
      acceptEncoding: request.headers['accept-encoding'],
      isRangeRequest: request.headers.range !== undefined,
      contentType,
      contentLength: headerNumber(response.getHeader('content-length')),
      contentEncoding: response.getHeader('content-encoding')?.toString(),
      cacheControl: String(response.getHeader('cache-control') ?? ''),
    });
    if (!chosen) return;
    const contentLength = headerNumber(response.getHeader('content-length'));
    response.setHeader('content-encoding', chosen);
    response.removeHeader('content-length');
    weakenEtag(response);
    if (isJsonType(contentType)) held = { encoding: chosen, status, reason, chunks: [], bytes: 0 };
    else startCompressor(chosen, contentLength);
  }

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (held) return response;
    if (response.headersSent) return writeHead(status, ...(rest as []));
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null);
    if (Array.isArray(headers)) return writeHead(status, ...(rest as [])); // raw header lists: passed through untouched
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders)) {
      if (value !== undefined) response.setHeader(name, value);
    }
    if (isCachedPage(request, response)) {
      response.setHeader('vary', varyOn(response.getHeader('vary')?.toString(), 'Save-Data'));
      if (isLight) {
        lightChunks = [];
        return response;
      }
    }
    const reason = rest.find((argument): argument is string => typeof argument === 'string');
    decide(status, reason);
    return held ? response : writeHead(status, reason);
  }) as ServerResponse['writeHead'];

  function pass(bytes: Buffer, callback?: WriteCallback): boolean {
    if (compressor) return compressor.write(bytes, callback);
    if (bytes.length === 0) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return write(bytes, callback);
  }

  response.write = ((chunk: unknown, encodingOrCallback?: BufferEncoding | WriteCallback, callback?: WriteCallback) => {
    if (!response.headersSent && !lightChunks && !held) response.writeHead(response.statusCode);
    if (!inserter && !compressor && !lightChunks && !held) return write(chunk, encodingOrCallback, callback);
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    const bytes = toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined);
    if (lightChunks) {
      lightChunks.push(bytes);
      if (done) process.nextTick(done);
      return true;
    }
    if (held) {
      held.chunks.push(bytes);
      held.bytes += bytes.length;
      if (done) process.nextTick(done);
      if (held.bytes > HOLD_BYTES) releaseHeld();
      return true;
    }
    return pass(inserter ? inserter.push(bytes) : bytes, done);
  }) as ServerResponse['write'];

  /**
   * A page from the page cache, handed over whole: the same bytes for every reader, so its policy
   * names its inline scripts by hash instead of marking them with a nonce, and it is compressed
   * once (cached-page.ts), not on every answer.
   */
  function endCachedPage(fullPage: Buffer, callback?: () => void): ServerResponse {
    response.setHeader('vary', varyOnEncoding(varyOn(response.getHeader('vary')?.toString(), 'Save-Data')));
    const page = isLight ? Buffer.from(lightPage(fullPage.toString('utf8'), FULL_VERSION_ACTION), 'utf8') : fullPage;
    if (isLight) markLightEtag(response);
    const facts = cachedPageFacts(page);
    response.setHeader('content-security-policy', facts.policy);
    const chosen = chooseEncoding({
      method: request.method ?? 'GET',
      status: response.statusCode,
      acceptEncoding: request.headers['accept-encoding'],
      isRangeRequest: request.headers.range !== undefined,
      contentType: String(response.getHeader('content-type')),
      contentLength: page.length,
      contentEncoding: response.getHeader('content-encoding')?.toString(),
      cacheControl: String(response.getHeader('cache-control') ?? ''),
    });
    const body = chosen ? facts.encoded(chosen) : page;
    if (chosen) response.setHeader('content-encoding', chosen);
    response.setHeader('content-length', body.length);
    writeHead(response.statusCode);
    return end(request.method === 'HEAD' ? undefined : body, callback);
  }

  response.end = ((...args: unknown[]) => {
    const callback = args.find((argument): argument is () => void => typeof argument === 'function');
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const chunkEncoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    if (lightChunks) return endCachedPage(Buffer.concat(chunk ? [...lightChunks, toBuffer(chunk, chunkEncoding)] : lightChunks), callback);
    if (!response.headersSent && chunk && isCachedPage(request, response)) return endCachedPage(toBuffer(chunk, chunkEncoding), callback);
    if (held) {
      const { encoding: chosen, status, reason, chunks } = takeHeld();
      const body = compressWhole(chosen, Buffer.concat(chunk ? [...chunks, toBuffer(chunk, chunkEncoding)] : chunks));
      response.setHeader('content-length', body.length);
      writeHead(status, reason);
      return end(body, callback);
    }
    if (!response.headersSent) {
      const isBodyless = request.method === 'HEAD' || response.statusCode === 204 || response.statusCode === 304;
      // A body handed over whole has a known length, as Node would send it: small ones stay uncompressed.
      if (chunk && !isBodyless && response.getHeader('content-length') === undefined) {
        response.setHeader('content-length', toBuffer(chunk, chunkEncoding).length);
      }
      response.writeHead(response.statusCode);
    }
    if (!inserter && !compressor) return end(...args);
    let tail = chunk ? toBuffer(chunk, chunkEncoding) : Buffer.alloc(0);
    if (inserter) tail = Buffer.concat([inserter.push(tail), inserter.finish()]);
    if (!compressor) return end(tail, callback);
    if (callback) response.once('finish', callback);
    (compressor as Compressor).end(tail);
    return response;
  }) as ServerResponse['end'];

  // Next calls this after each chunk it writes (made for the `compression` middleware).
  Object.assign(response, {
    flush: () => {
      if (!compressor) return;
      if (encoding === 'gzip') compressor.flush(constants.Z_SYNC_FLUSH);
      else compressor.flush();
    },
  });
}
