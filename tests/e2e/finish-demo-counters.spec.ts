import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInViaApi } from './support/auth';

const types = ['articles', 'books', 'coins', 'metaverses', 'podcasts', 'videos', 'posts'] as const;
type ListedItem = { id: string; slug: string; title: string; counts: { likes: number } };

/** Every published item of the library with its like count, in either language (some have only one). */
async function likesOfTheLibrary(request: APIRequestContext): Promise<Map<string, number>> {
  const likes = new Map<string, number>();
  for (const type of types) {
    for (const locale of ['en', 'fa']) {
      const response = await request.get(`/api/${type}?per_page=100`, { headers: { accept: 'application/json', 'accept-language': locale } });
      expect(response.status()).toBe(200);
      for (const item of ((await response.json()) as { data: ListedItem[] }).data) likes.set(item.id, item.counts.likes);
    }
  }
  return likes;
}

/** The total the manager's statistics chart of likes states, over its default range (the last year). */
async function statisticsLikes(page: Page): Promise<number> {
  await page.goto('/en/manager/panel/statistics');
  const total = await page.getByTestId('chart-likes').getByText(/^Total: /).innerText();
  return Number(total.replace(/^Total: /, '').replace(/,/g, ''));
}

test.use({ viewport: { width: 1280, height: 800 } });

/** Reads the library's likes and the statistics' total until they agree (another suite may like an item meanwhile). */
async function expectLikesAgree(page: Page): Promise<number> {
  let agreed = 0;
  await expect(async () => {
    const library = [...(await likesOfTheLibrary(page.request)).values()].reduce((sum, n) => sum + n, 0);
    expect(await statisticsLikes(page)).toBe(library);
    agreed = library;
  }).toPass({ timeout: 30_000 });
  return agreed;
}

test('the demo library and the manager statistics count the same likes', async ({ page }) => {
  await signInViaApi(page, 'admin');
  expect(await expectLikesAgree(page)).toBeGreaterThan(0);
});
