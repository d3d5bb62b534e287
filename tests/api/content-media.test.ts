import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, HEAD } from '@/app/media/[...path]/route';
import { storeUpload } from '@/server/services/media';
import { localDiskStorage } from '@/server/storage/local-disk';
import { setStorage } from '@/server/storage';
import { ValidationError } from '@/server/errors';
import { apiRequest, routeParams } from '../support/http';

let root = '';
const audio = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 251));
let audioPath = '';

const fetchMedia = (key: string, headers: Record<string, string> = {}) =>
  GET(apiRequest(`/media/${key}`, { headers }), routeParams({ path: key.split('/') }));

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'darvazeh-media-'));
  setStorage(localDiskStorage(root));
  const stored = await storeUpload({ data: audio, mime: 'audio/mpeg' });
  audioPath = stored.url.replace(/^\/media\//, '');
});

afterAll(async () => {
  setStorage(undefined);
  await rm(root, { recursive: true, force: true });
});

describe('media uploads', () => {
  it('stores an image with WebP variants no wider than the original', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3b82f6' } }).png().toBuffer();
    const stored = await storeUpload({ data: new Uint8Array(png), mime: 'image/png', alt: 'Blue' });
    expect(stored).toMatchObject({ mime: 'image/png', width: 800, height: 400, alt: 'Blue' });
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [640, 320],
    ]);
    const variant = await fetchMedia(stored.variants[0]!.url.replace(/^\/media\//, ''));
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('rejects a file whose bytes are not the image it claims to be, and unknown types', async () => {
    await expect(storeUpload({ data: new Uint8Array([1, 2, 3]), mime: 'image/png' })).rejects.toBeInstanceOf(ValidationError);
    await expect(storeUpload({ data: new Uint8Array([1, 2, 3]), mime: 'text/html' })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('GET /media/{path}', () => {
  it('serves the whole file with immutable caching', async () => {
    const res = await fetchMedia(audioPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(audio);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await fetchMedia(audioPath, { range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(res.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(audio.slice(100, 200));

    const tail = await fetchMedia(audioPath, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(audio.slice(990));
  });

  it('answers 416 for a range past the end', async () => {
    const res = await fetchMedia(audioPath, { range: 'bytes=5000-' });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers HEAD without a body', async () => {
    const res = await HEAD(apiRequest(`/media/${audioPath}`, { method: 'HEAD' }), routeParams({ path: audioPath.split('/') }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('1000');
  });

  it('answers 404 for missing files and path traversal', async () => {
    expect((await fetchMedia('audios/2020/01/missing.mp3')).status).toBe(404);
    expect((await GET(apiRequest('/media/x'), routeParams({ path: ['..', '..', 'etc', 'passwd'] }))).status).toBe(404);
  });
});
