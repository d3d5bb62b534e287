export type Encoding = 'br' | 'gzip';

/** The media type of a Content-Type value, without its parameters, in lower case. */
function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

/**
 * Text-like answers; images, audio, video and archives are compressed already. An event stream
 * is left alone: each event must reach the reader the moment it is written.
 */
export function isCompressibleType(contentType: string): boolean {
  const type = mediaType(contentType);
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type.endsWith('+json') ||
    type.endsWith('+xml') ||
    ['application/json', 'application/javascript', 'application/xml', 'image/svg+xml'].includes(type)
  );
}

/** An answer written whole (an API's envelope), never meant to reach the reader piece by piece. */
export function isJsonType(contentType: string): boolean {
  const type = mediaType(contentType);
  return type === 'application/json' || type.endsWith('+json');
}

/** Below this a compressed answer saves less than its framing costs. */
const MIN_BYTES = 1024;

/** What the client accepts, by its q-values; brotli first (smaller), then gzip. */
function negotiate(acceptEncoding: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

export type Answer = {
  method: string;
  status: number;
  acceptEncoding: string | undefined;
  isRangeRequest: boolean;
  contentType: string;
  contentLength: number | undefined;
  contentEncoding: string | undefined;
  cacheControl: string;
};

/**
 * Whether (and how) the server compresses an answer. Never a body-less answer (HEAD, 204, 304),
 * a byte range (offsets refer to the stored file), one already encoded, or one that asks to be
 * left untouched.
 */
export function chooseEncoding(answer: Answer): Encoding | null {
  if (answer.method === 'HEAD' || answer.status < 200 || answer.status === 204 || answer.status === 206 || answer.status === 304) return null;
  if (answer.isRangeRequest) return null;
  if (answer.contentEncoding && answer.contentEncoding !== 'identity') return null;
  if (/\bno-transform\b/i.test(answer.cacheControl)) return null;
  if (!isCompressibleType(answer.contentType)) return null;
  if (answer.contentLength !== undefined && answer.contentLength < MIN_BYTES) return null;
  return negotiate(answer.acceptEncoding ?? '');
}

/** `vary` with `name` added once (names compare without case; `*` already covers every name). */
export function varyOn(vary: string | undefined, name: string): string {
  const names = (vary ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (names.includes('*') || names.some((entry) => entry.toLowerCase() === name.toLowerCase())) return names.join(', ');
  return [...names, name].join(', ');
}

/** Adds `Accept-Encoding` to a Vary value, keeping what is there (and `*`, which covers it). */
export function varyOnEncoding(vary: string | undefined): string {
  return varyOn(vary, 'Accept-Encoding');
}
