import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, signInViaApi } from './support/auth';

type Article = { id: string; title: string };
type Guide = { id: string; items: { id: string; content_id: string; title: string }[] };

/** whereToStart/{id}/editList: items reorder by keyboard drag and by the move buttons, then save. */
test('a guide’s items reorder from the keyboard and the move buttons, and the order is saved', async ({ page, playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } });
  const login = await staff.post('/api/user/authentication/login', { data: { login: demo.admin, password: DEMO_PASSWORD } });
  const authorization = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
  const articles = ((await (await staff.get('/api/articles?locale=en&per_page=3')).json()) as { data: Article[] }).data;
  expect(articles).toHaveLength(3);
  const created = await staff.post('/api/manager/where-to-start', {
    data: { title_fa: 'راهنمای آزمایشی', title_en: `Test path ${Date.now().toString(36)}` },
    headers: { authorization },
  });
  expect(created.status()).toBe(201);
  const guideId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const article of articles) {
    const added = await staff.post(`/api/manager/where-to-start/${guideId}/items`, { data: { content_id: article.id }, headers: { authorization } });
    expect(added.status()).toBe(201);
  }
  const [a, b, c] = articles as [Article, Article, Article];

  await signInViaApi(page, 'admin');
  await page.goto(`/en/manager/panel/whereToStart/${guideId}/editList`);
  const titles = page.locator('ol[aria-describedby="guide-reorder-hint"] > li');
  await expect(titles).toHaveCount(3);
  // dnd-kit mounts its live region once the page has hydrated; keys pressed before that are lost.
  await expect(page.locator('[id^="DndLiveRegion"]')).toBeAttached();

  // Keyboard drag (dnd-kit): Space picks the first item up, ArrowDown moves it, Space drops it.
  // Each key waits for the announcement of the one before: under load a key pressed while dnd-kit
  // is still starting the drag is lost.
  await page.getByRole('button', { name: `Reorder “${a.title}”` }).focus();
  await page.keyboard.press('Space');
  const announced = page.locator('[id^="DndLiveRegion"]');
  // "Picked up …", at once followed by "… moved to position 1" (it is over its own place).
  await expect(announced).toContainText(new RegExp(`Picked up|${a.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} moved to position 1`));
  await page.keyboard.press('ArrowDown');
  await expect(announced).toContainText(`${a.title} moved to position 2`);
  await page.keyboard.press('Space');
  await expect(titles.nth(1)).toContainText(a.title);
  await expect(page.getByText('The order has unsaved changes.')).toBeVisible();

  // Now b, a, c: the last one moves up with its button → b, c, a.
  await page.getByRole('button', { name: `Move “${c.title}” up` }).click();
  await expect(titles.nth(1)).toContainText(c.title);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('The order has unsaved changes.')).toBeHidden();

  const saved = ((await (await staff.get(`/api/manager/where-to-start/${guideId}`, { headers: { authorization } })).json()) as { data: Guide }).data;
  expect(saved.items.map((item) => item.content_id)).toEqual([b.id, c.id, a.id]);
  await staff.delete(`/api/manager/where-to-start/${guideId}`, { headers: { authorization } });
  await staff.dispose();
});
