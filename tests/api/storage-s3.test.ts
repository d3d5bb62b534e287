import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as serveMedia } from '@/app/media/[...path]/route';
import { GET as archiveRoute } from '@/app/api/manager/export/runs/[id]/archive/route';
import { GET as userAttachment } from '@/app/api/user/tickets/[id]/messages/[messageId]/attachment/route';
import { POST as openTicket } from '@/app/api/user/tickets/route';
import { coverWebp } from '@/server/seed/demo/covers';
import { toneWav } from '../support/audio';
import { storeUpload, VARIANT_WIDTHS } from '@/server/services/media';
import { setStorage } from '@/server/storage';
import { copyUploads } from '@/server/storage/copy';
import { s3Storage } from '@/server/storage/s3';
import type { TicketDetailView } from '@/shared/schemas/tickets';
import { bearer, noParams, registerUser } from '../support/accounts';
import { apiRequest, json, routeParams } from '../support/http';
import { makeSuperManager } from '../support/acl';
import { as, idParam } from '../support/manager';
import { anonymousMedia, exportSiteAs, uploadImportFile, wordpressFixtures } from '../support/portability';
import { formRequest, pngBytes } from '../support/tickets';

// A real S3-protocol server on loopback, its objects in a temporary folder.
const S3_PORT = 3326;
const bucket = 'darvazeh-uploads';
const storage = s3Storage({
  bucket,
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${S3_PORT}`,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});
let server: S3rver;
let scratch = '';

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'darvazeh-s3-'));
  server = new S3rver({ port: S3_PORT, address: '127.0.0.1', silent: true, directory: path.join(scratch, 'bucket'), configureBuckets: [{ name: bucket }] });
  await server.run();
  setStorage(storage);
});

afterAll(async () => {
  setStorage(undefined);
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const media = (url: string, headers: Record<string, string> = {}) =>
  serveMedia(apiRequest(url, { headers }), routeParams({ path: url.replace(/^\/media\//, '').split('/') }));

describe('uploads in an S3-compatible bucket', () => {
  it('stores a cover and serves it and its WebP variants from the bucket', async () => {
    const cover = await storeUpload({ data: await coverWebp('articles', 0), mime: 'image/webp', alt: 'cover' });
    expect(cover.variants).toHaveLength(VARIANT_WIDTHS.length);
    for (const variant of cover.variants) {
      const response = await media(variant.url);
      expect(response.status, variant.url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
      expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    }
  });

  it('serves a byte range of an audio file, as a player seeking needs', async () => {
    const audio = toneWav(2);
    const stored = await storeUpload({ data: audio, mime: 'audio/wav', alt: 'jingle' });
    const response = await media(stored.url, { range: 'bytes=1000-1999' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${audio.byteLength}`);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(audio.subarray(1000, 2000));
    expect((await media(stored.url, { range: `bytes=${audio.byteLength + 10}-` })).status).toBe(416);
  });

  it('keeps a ticket attachment private: the owner gets it from the bucket through the tickets API, a stranger and an anonymous caller do not', async () => {
    const [owner, stranger] = [await registerUser(), await registerUser()];
    const response = await openTicket(
      formRequest('/api/user/tickets', owner.token, { title: 'Screenshot', text: 'See the picture', priority: 'low' }, { bytes: await pngBytes(), name: 'screen.png', type: 'image/png' }),
      noParams,
    );
    expect(response.status).toBe(201);
    const { data } = await json<{ data: TicketDetailView }>(response);
    const message = data.messages[0]!;
    const params = routeParams({ id: data.id, messageId: message.id });
    const download = await userAttachment(apiRequest(message.attachment!.url, { headers: bearer(owner.token) }), params);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(await pngBytes());
    expect((await userAttachment(apiRequest(message.attachment!.url, { headers: bearer(stranger.token) }), params)).status).toBe(404);
    expect((await userAttachment(apiRequest(message.attachment!.url), params)).status).toBe(401);
  });

  it('copies an existing uploads folder into the bucket once, and a second run copies nothing', async () => {
    const uploads = path.join(scratch, 'uploads');
    await mkdir(path.join(uploads, 'images/2026'), { recursive: true });
    await mkdir(path.join(uploads, 'private/tickets'), { recursive: true });
    await writeFile(path.join(uploads, 'images/2026/old-cover.webp'), 'webp bytes');
    await writeFile(path.join(uploads, 'private/tickets/old.pdf'), '%PDF-1.4 old attachment');
    expect(await copyUploads(uploads, storage)).toEqual({ copied: 2, skipped: 0 });
    expect(new TextDecoder().decode((await storage.get('private/tickets/old.pdf'))!)).toBe('%PDF-1.4 old attachment');
    expect(await copyUploads(uploads, storage)).toEqual({ copied: 0, skipped: 2 });
    // Resumable: a file that did not make it before (or changed size) is the only one copied.
    await writeFile(path.join(uploads, 'images/2026/new.webp'), 'more webp bytes');
    expect(await copyUploads(uploads, storage)).toEqual({ copied: 1, skipped: 2 });
    expect((await media('/media/images/2026/old-cover.webp')).status).toBe(200);
  });

  it('keeps export archives and import uploads private in the bucket: the guarded routes serve them, a media address never does', async () => {
    const boss = await registerUser();
    await makeSuperManager(boss.id);
    const run = await exportSiteAs(boss);
    expect(run.status).toBe('done');
    for (const key of [`exports/${run.id}.tar.gz`, `private/exports/${run.id}.tar.gz`]) expect((await anonymousMedia(key)).status, key).toBe(404);
    expect(await storage.stat(`private/exports/${run.id}.tar.gz`)).not.toBeNull();
    const archive = await archiveRoute(as(boss, `/api/manager/export/runs/${run.id}/archive`), idParam(run.id));
    expect(archive.status).toBe(200);
    expect(archive.headers.get('cache-control')).toBe('private, no-store');
    expect((await archiveRoute(as(null, `/api/manager/export/runs/${run.id}/archive`), idParam(run.id))).status).toBe(401);
    const file = (await json<{ data: { id: string } }>(await uploadImportFile(boss, path.join(wordpressFixtures, 'polylang-fa-en.xml')))).data;
    expect(await storage.stat(`private/imports/${file.id}`)).not.toBeNull();
    for (const key of [`imports/${file.id}`, `private/imports/${file.id}`]) expect((await anonymousMedia(key)).status, key).toBe(404);
  });
});

