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

test("an article's like count is what the list says, and one more like keeps the statistics in step", async ({ page }) => {
  const response = await page.request.get('/api/articles?per_page=1&sort=most_liked', { headers: { accept: 'application/json', 'accept-language': 'en' } });
  const [article] = ((await response.json()) as { data: ListedItem[] }).data;
  expect(article!.counts.likes).toBeGreaterThan(0);

  await signInViaApi(page, 'admin');
  const before = await expectLikesAgree(page);
  await page.goto(`/en/articles/${encodeURIComponent(article!.slug)}`);
  const like = page.locator('button[data-kind="likes"]');
  const shown = like.locator('span').last();
  await expect(shown).toHaveText(String(article!.counts.likes));

  // The super manager is a reader too: the like is a row of the ledger, and both numbers count it.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(shown).toHaveText(String(article!.counts.likes + 1));
  expect(await expectLikesAgree(page)).toBeGreaterThanOrEqual(before + 1);

  // After a reload too: the page shows the live count, and the like is still there to take back.
  await page.goto(`/en/articles/${encodeURIComponent(article!.slug)}`);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(shown).toHaveText(String(article!.counts.likes + 1));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(shown).toHaveText(String(article!.counts.likes));
});
