import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/manager/media/route';
import { getDb } from '@/server/db/client';
import { storeMissingPlaceholder } from '@/server/services/media/missing';
import { getStorage } from '@/server/storage';
import type { MediaLibraryItem } from '@/shared/schemas/portability';
import { json, routeParams } from '../support/http';
import type { RegisteredUser } from '../support/accounts';
import { as, managerCast, type ManagerCast } from '../support/manager';

let cast: ManagerCast;
let placeholder: { id: string; url: string };
const from = `https://library-test.example.com/wp-content/uploads/2019/04/harbour-${Date.now()}-640x360.jpg`;

const list = async (query: string, user: RegisteredUser | null = cast.limited) =>
  listRoute(as(user, `/api/manager/media?${query}`), routeParams({}));

beforeAll(async () => {
  cast = await managerCast(['import.run']);
  placeholder = await storeMissingPlaceholder({ from, originalName: 'harbour-640x360.jpg' }, { db: getDb(), storage: getStorage() });
});

describe('the media library', () => {
  it('lists the pictures an import could not bring under "missing", with the address each was sought at and a placeholder of its size', async () => {
    const response = await list('status=missing&per_page=100');
    expect(response.status).toBe(200);
    const { data } = await json<{ data: MediaLibraryItem[] }>(response);
    expect(data.every((item) => item.missing_from !== null)).toBe(true);
    expect(data.find((item) => item.id === placeholder.id)).toMatchObject({ kind: 'image', mime: 'image/png', width: 640, height: 360, missing_from: from, url: placeholder.url });
    expect(placeholder.url).toMatch(/^\/media\/missing\/[0-9a-f-]{36}\/harbour-640x360\.png$/);
    const picture = await getStorage().get(placeholder.url.replace('/media/', ''));
    expect(picture && Buffer.from(picture.slice(1, 4)).toString()).toBe('PNG');
  });

  it('leaves them out of the stored files, and answers only those who may run an import', async () => {
    const { data } = await json<{ data: MediaLibraryItem[] }>(await list('status=stored&kind=image&per_page=100'));
    expect(data.some((item) => item.id === placeholder.id)).toBe(false);
    expect(data.every((item) => item.missing_from === null && item.kind === 'image')).toBe(true);
    expect((await list('status=missing', cast.plain)).status).toBe(403);
    expect((await list('status=missing', null)).status).toBe(401);
    expect((await list('status=lost')).status).toBe(422);
  });
});
