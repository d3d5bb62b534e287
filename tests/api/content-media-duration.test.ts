import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as DETAIL } from '@/app/api/[type]/[slug]/route';
import { itemTime } from '@/components/content/item-time';
import type { ContentItem } from '@/components/content/types';
import { getDb } from '@/server/db/client';
import { media } from '@/server/db/schema';
import { storeUpload } from '@/server/services/media';
import { setStorage } from '@/server/storage';
import { localDiskStorage } from '@/server/storage/local-disk';
import { toneWav } from '../support/audio';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, json, routeParams } from '../support/http';

let root = '';
let clipUrl = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'darvazeh-duration-'));
  setStorage(localDiskStorage(root));
  clipUrl = (await storeUpload({ data: toneWav(6), mime: 'audio/wav' })).url;
});

afterAll(async () => {
  setStorage(undefined);
  await rm(root, { recursive: true, force: true });
});

const detail = async (slug: string) => {
  const res = await DETAIL(apiRequest(`/api/podcasts/${slug}`), routeParams({ type: 'podcasts', slug }));
  expect(res.status).toBe(200);
  return (await json<{ data: ContentItem }>(res)).data;
};

describe('the length of podcasts and videos', () => {
  it('is measured from an uploaded file', async () => {
    const [row] = await getDb().select({ seconds: media.durationSeconds }).from(media).where(eq(media.path, clipUrl.replace(/^\/media\//, '')));
    expect(row!.seconds).toBeCloseTo(6, 1);
  });

  it('comes from the file, not from the minutes an editor typed, on the public answer and the page', async () => {
    // The editor typed half an hour, and a client tried to claim a length of its own.
    const item = await makeItem({ type: 'podcasts', en: { title: 'A six second clip' }, attributes: { audio: clipUrl, listening_time: 32, duration_seconds: 999 } });
    const answer = await detail(item.translations.en!);
    expect(answer.attributes).toMatchObject({ listening_time: 32, duration_seconds: 6 });
    expect(itemTime(answer)).toEqual({ key: 'listeningSeconds', amount: 6 });
  });

  it('falls back to the editor’s minutes for a file hosted elsewhere', async () => {
    const item = await makeItem({ type: 'podcasts', en: { title: 'Hosted elsewhere' }, attributes: { audio: 'https://cdn.example.org/episode.mp3', listening_time: 32, duration_seconds: 6 } });
    const answer = await detail(item.translations.en!);
    expect(answer.attributes).not.toHaveProperty('duration_seconds');
    expect(itemTime(answer)).toEqual({ key: 'listeningTime', amount: 32 });
  });

  it('is told in minutes past the first minute, and audio never gets a reading time', () => {
    const podcast = (attributes: Record<string, unknown>) => ({ type: 'podcasts', attributes }) as unknown as ContentItem;
    expect(itemTime(podcast({ listening_time: 3, duration_seconds: 150 }))).toEqual({ key: 'listeningTime', amount: 3 });
    expect(itemTime(podcast({ reading_time: 4 }), 4)).toBeNull();
    const video = { type: 'videos', attributes: { watching_time: 20, duration_seconds: 6 } } as unknown as ContentItem;
    expect(itemTime(video)).toEqual({ key: 'watchingSeconds', amount: 6 });
  });
});
