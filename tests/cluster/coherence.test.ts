import { describe, it } from 'vitest';
import { within } from './cluster';
import { api, cluster, page, publishArticle } from './client';

/** The bound: every instance and the proxy show a change within 2 seconds. */
const BOUND_MS = 2000;

/** Reads the page until B and the proxy have both cached it, so the change must drop real copies. */
async function cachedEverywhere(path: string, title: string): Promise<void> {
  const { b, proxy } = cluster();
  // Pages stored just after a change are rendered once more (the page cache's settle margin): read until B serves it from its cache.
  await within(
    30_000,
    async () => {
      const view = await page(b, path);
      return view.body.includes(title) && view.next === 'HIT' ? true : undefined;
    },
    `${path} cached on B`,
  );
  await within(30_000, async () => ((await page(proxy, path)).proxy === 'HIT' ? true : undefined), `${path} cached by the proxy`);
}

/** Both B and the proxy satisfy `shows` within the bound, counted from the moment the write answered. */
async function everywhereWithinBound(
  path: string,
  shows: (view: Awaited<ReturnType<typeof page>>) => boolean,
  what: string,
): Promise<void> {
  const { b, proxy } = cluster();
  const check = (base: string, name: string) =>
    within(BOUND_MS, async () => (shows(await page(base, path)) ? true : undefined), `${what} on ${name}`);
  await Promise.all([check(b, 'instance B'), check(proxy, 'the proxy')]);
}

describe('content changed on instance A', () => {
  const takedowns = [
    // A fresh article is at version 1, the one an edit form would send back.
    { how: 'set to draft', request: { method: 'PATCH', body: { status: 'draft', version: 1 } } },
    { how: 'deleted', request: { method: 'DELETE' } },
  ];

  it.each(takedowns)('an article $how on A is gone from B and from the proxy within 2 s', async ({ how, request }) => {
    const { a } = cluster();
    const title = `Cluster takedown: ${how}`;
    const { id, slug } = await publishArticle(a, title);
    const path = `/en/articles/${slug}`;
    await cachedEverywhere(path, title);

    await api(a, `/api/manager/articles/${id}`, request);
    await everywhereWithinBound(path, (view) => view.status === 404 && !view.body.includes(title), `the article ${how} hidden`);
  });

  it('an edit on A shows on B and through the proxy within 2 s, on the detail page and the list', async () => {
    const { a, proxy } = cluster();
    const title = 'Cluster article before the edit';
    const { id, slug } = await publishArticle(a, title);
    const path = `/en/articles/${slug}`;
    await cachedEverywhere(path, title);
    await within(
      30_000,
      async () => ((await page(proxy, '/en/articles')).proxy === 'HIT' ? true : undefined),
      'the list cached by the proxy',
    );

    const edited = 'Cluster article after the edit';
    await api(a, `/api/manager/articles/${id}`, { method: 'PATCH', body: { version: 1, translations: { en: { title: edited, slug } } } });
    await Promise.all([
      everywhereWithinBound(
        path,
        (view) => view.status === 200 && view.body.includes(edited) && !view.body.includes(title),
        'the new title',
      ),
      everywhereWithinBound(
        '/en/articles',
        (view) => view.status === 200 && view.body.includes(edited),
        'the new title in the list',
      ),
    ]);
  });
});
