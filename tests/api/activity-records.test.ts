import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/manager/activities/route';
import { getDb } from '@/server/db/client';
import { activityLogs } from '@/server/db/schema';
import type { ActivityView } from '@/shared/schemas/community';
import { makeItem } from '../support/content-fixtures';
import { json, routeParams } from '../support/http';
import { as, managerCast, type ManagerCast } from '../support/manager';

// The log names the record each entry is about while it exists, with its title in the page's
// language, so the screen can link to it; a removed record or a code that is not an id names none.

let cast: ManagerCast;
let articleId: string;
const gone = randomUUID();

beforeAll(async () => {
  cast = await managerCast(['activities.view']);
  articleId = (await makeItem({ fa: { title: 'راهنمای کیف پول' }, en: { title: 'A wallet guide' } })).id;
  const client = { ip: '203.0.113.9', userAgent: 'test' };
  await getDb()
    .insert(activityLogs)
    .values([
      {
        actorId: cast.boss.id,
        action: 'articles.update',
        resource: 'articles',
        resourceId: articleId,
        summary: { fields: ['status'] },
        ...client,
      },
      { actorId: cast.boss.id, action: 'articles.delete', resource: 'articles', resourceId: gone, ...client },
      { actorId: cast.boss.id, action: 'users.block', resource: 'users', resourceId: cast.plain.id, ...client },
      { actorId: cast.boss.id, action: 'media.upload', resource: 'media', resourceId: 'not-an-id', ...client },
    ]);
});

const entries = async (locale: 'fa' | 'en') =>
  (
    await json<{ data: ActivityView[] }>(
      await listRoute(as(cast.boss, '/api/manager/activities?per_page=50', { locale }), routeParams({})),
    )
  ).data;

describe('activity entries and their records', () => {
  it('name an existing record with its title in the request language', async () => {
    const fa = await entries('fa');
    expect(fa.find((entry) => entry.resource_id === articleId)?.record).toEqual({ title: 'راهنمای کیف پول' });
    const en = await entries('en');
    expect(en.find((entry) => entry.resource_id === articleId)?.record).toEqual({ title: 'A wallet guide' });
    expect(en.find((entry) => entry.action === 'users.block')?.record).toEqual({ title: cast.plain.username });
  });

  it('name no record when it is gone or the id is not one', async () => {
    const en = await entries('en');
    expect(en.find((entry) => entry.resource_id === gone)?.record).toBeNull();
    expect(en.find((entry) => entry.resource_id === 'not-an-id')?.record).toBeNull();
  });
});
