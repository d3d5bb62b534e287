import { describe, expect, it } from 'vitest';
import { within } from './cluster';
import { DUE_SWEEP_QUEUE } from '@/server/services/scheduled-publishing/queue';
import { api, cluster, jobsCompleted, page, uniqueSlug } from './client';

/** The bound: a scheduled item shows everywhere within a minute of its time. */
const BOUND_MS = 60_000;
/** How far ahead the item is scheduled: long enough to see it absent, and to cache the pages without it. */
const AHEAD_MS = 25_000;

type Activity = { action: string; resource_id: string | null };

/** The "went live as scheduled" entries of the activity log for one item. */
async function announcements(id: string): Promise<number> {
  const { a } = cluster();
  const { data } = await api<{ data: Activity[] }>(a, '/api/manager/activities?resource=articles&per_page=100');
  return data.filter((entry) => entry.action === 'articles.published_on_schedule' && entry.resource_id === id).length;
}

/** Reads `path` from `base` until `shows` holds, or fails after `ms`. */
function until(base: string, path: string, shows: (view: Awaited<ReturnType<typeof page>>) => boolean, what: string, ms = BOUND_MS) {
  return within(ms, async () => (shows(await page(base, path)) ? true : undefined), what);
}

describe('scheduled publishing across instances', () => {
  it('a scheduled item appears at its time on both instances and through the proxy, and is announced once', async () => {
    const { a, b, proxy } = cluster();
    const word = `tidewater${Date.now().toString(36)}`;
    const title = `Scheduled ${word}`;
    const slug = uniqueSlug('scheduled');
    const at = new Date(Date.now() + AHEAD_MS);
    const { data } = await api<{ data: { id: string; status: string } }>(a, '/api/manager/articles', {
      method: 'POST',
      body: {
        status: 'published',
        published_at: at.toISOString(),
        category_id: null,
        cover_id: null,
        tag_ids: [],
        attributes: {},
        translations: { en: { title, slug, excerpt: 'Goes live by itself.', body: `<p>${title}</p>` } },
      },
    });
    expect(data.status).toBe('scheduled');

    const detail = `/en/articles/${slug}`;
    const readerPaths = ['/en/articles', '/en/feeds/articles', '/sitemap.xml', `/en/search?q=${word}`];
    // Before its time: nowhere, and the pages without it sit in every cache (B's and the proxy's).
    for (const base of [a, b, proxy]) expect((await page(base, detail)).status).toBe(404);
    for (const path of readerPaths) expect((await page(b, path)).body).not.toContain(slug);
    // The list as the proxy keeps it (the feeds, the sitemap and search are kept there too, when it may).
    await until(proxy, '/en/articles', (view) => view.proxy === 'HIT' && !view.body.includes(slug), 'the list cached by the proxy without the item', 20_000);
    for (const path of readerPaths) expect((await page(proxy, path)).body).not.toContain(slug);
    expect(Date.now()).toBeLessThan(at.getTime());
    expect(await announcements(data.id)).toBe(0);

    // At its time, with no write: on A, on B and through the proxy, in the list, the feed, the sitemap and search.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
    const checks = [a, b, proxy].flatMap((base) => [
      until(base, detail, (view) => view.status === 200 && view.body.includes(title), `${base}${detail} shown`),
      ...readerPaths.map((path) => until(base, path, (view) => view.status === 200 && view.body.includes(slug), `${base}${path} lists it`)),
    ]);
    await Promise.all(checks);
    expect(Date.now() - at.getTime()).toBeLessThan(BOUND_MS);

    // Announced once, though both instances run workers and the minute's sweep has run since.
    await within(10_000, async () => ((await announcements(data.id)) === 1 ? true : undefined), 'the item announced');
    const sweeps = await jobsCompleted(DUE_SWEEP_QUEUE);
    await within(75_000, async () => ((await jobsCompleted(DUE_SWEEP_QUEUE)) > sweeps ? true : undefined), 'the next minute sweep finished');
    expect(await announcements(data.id)).toBe(1);
  }, 240_000);
});
