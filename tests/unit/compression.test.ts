import { describe, expect, it } from 'vitest';
import { chooseEncoding, varyOnEncoding, type Answer } from '@/server/http/compression';

const page: Answer = {
  method: 'GET',
  status: 200,
  acceptEncoding: 'gzip, deflate, br, zstd',
  isRangeRequest: false,
  contentType: 'text/html; charset=utf-8',
  contentLength: undefined,
  contentEncoding: undefined,
  cacheControl: 's-maxage=31536000',
};

describe('choosing how an answer is compressed', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(chooseEncoding(page)).toBe('br');
    expect(chooseEncoding({ ...page, acceptEncoding: 'gzip' })).toBe('gzip');
    expect(chooseEncoding({ ...page, acceptEncoding: 'br;q=0, gzip;q=0.5' })).toBe('gzip');
    expect(chooseEncoding({ ...page, acceptEncoding: '*' })).toBe('br');
    expect(chooseEncoding({ ...page, acceptEncoding: '*;q=0' })).toBeNull();
    expect(chooseEncoding({ ...page, acceptEncoding: 'identity' })).toBeNull();
    expect(chooseEncoding({ ...page, acceptEncoding: undefined })).toBeNull();
  });

  it('compresses text-like answers: pages, JSON, RSC payloads, scripts, feeds, SVG', () => {
    for (const contentType of ['application/json', 'text/x-component', 'application/javascript; charset=utf-8', 'application/rss+xml', 'image/svg+xml', 'text/css', 'application/manifest+json']) {
      expect(chooseEncoding({ ...page, contentType }), contentType).toBe('br');
    }
  });

  it('leaves media, event streams and tiny answers alone', () => {
    for (const contentType of ['image/webp', 'audio/mpeg', 'video/mp4', 'application/octet-stream', 'text/event-stream']) {
      expect(chooseEncoding({ ...page, contentType }), contentType).toBeNull();
    }
    expect(chooseEncoding({ ...page, contentLength: 200 })).toBeNull();
    expect(chooseEncoding({ ...page, contentLength: 20_000 })).toBe('br');
  });

  it('never touches body-less answers, byte ranges, encoded or no-transform answers', () => {
    expect(chooseEncoding({ ...page, method: 'HEAD' })).toBeNull();
    for (const status of [204, 206, 304]) expect(chooseEncoding({ ...page, status }), String(status)).toBeNull();
    expect(chooseEncoding({ ...page, isRangeRequest: true })).toBeNull();
    expect(chooseEncoding({ ...page, contentEncoding: 'gzip' })).toBeNull();
    expect(chooseEncoding({ ...page, cacheControl: 'public, no-transform' })).toBeNull();
  });

  it('adds Accept-Encoding to Vary once, keeping what Next put there', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('RSC, Next-Router-State-Tree')).toBe('RSC, Next-Router-State-Tree, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });
});
