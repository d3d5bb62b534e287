import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '@/shared/schemas/analytics';
import { within } from './cluster';
import { api, clientAddress, cluster, page, publishArticle } from './client';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

async function beacon(
  base: string,
  body: Record<string, unknown>,
  { agent = BROWSER, address }: { agent?: string; address: string },
) {
  const response = await fetch(`${base}/api/analytics/beacon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': agent, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(202);
  expect(response.headers.get('set-cookie')).toBeNull();
  return ((await response.json()) as { data: { counted: boolean } }).data.counted;
}

describe('reading analytics across instances', () => {
  it('a page served by Varnish is counted by its beacon, once, whichever instance or the proxy takes it', async () => {
    const { a, b, proxy } = cluster();
    const title = `Read through the proxy ${Date.now().toString(36)}`;
    const { id, slug } = await publishArticle(a, title);
    const path = `/en/articles/${slug}`;
    // The page comes from Varnish's cache: the server never sees these readers' page requests. The
    // publication's second purge, a moment after the first, may drop the first copy cached.
    await within(10_000, async () => ((await page(proxy, path)).proxy === 'HIT' ? true : undefined), 'the page cached by the proxy');

    const reader = clientAddress();
    expect(
      await beacon(proxy, { kind: 'view', url: path, item: id, referrer: 'https://t.me/darvazeh' }, { address: reader }),
    ).toBe(true);
    expect(await beacon(b, { kind: 'read', url: path, item: id, referrer: 'https://t.me/darvazeh' }, { address: reader })).toBe(
      true,
    );
    expect(
      await beacon(
        a,
        { kind: 'view', url: `${path}?utm_source=darvazeh&utm_medium=email`, item: id },
        { address: clientAddress() },
      ),
    ).toBe(true);
    expect(await beacon(proxy, { kind: 'view', url: path, item: id }, { agent: CRAWLER, address: clientAddress() })).toBe(false);

    // Each instance writes its buffer within seconds; either answers the whole count.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
    const figures = await within(
      15_000,
      async () => {
        const { data } = await api<{ data: AnalyticsReport }>(b, `/api/manager/analytics?from=${today}&to=${today}`);
        const row = data.items.find((item) => item.id === id);
        return row && row.views === 2 && row.reads === 1 ? row : undefined;
      },
      'two views and one read-through of the item',
    );
    expect(figures).toMatchObject({ title, locale: 'en', views: 2, reads: 1 });
    const { data: fromA } = await api<{ data: AnalyticsReport }>(a, `/api/manager/analytics?from=${today}&to=${today}`);
    expect(fromA.items.find((item) => item.id === id)).toEqual(figures);
  }, 60_000);
});
