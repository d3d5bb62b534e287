import { expect, test } from '@playwright/test';

// The demo library's Persian titles hold «بیت‌کوین» (bitcoin); «بیتکوبن» is one letter off.
const box = { name: 'جست‌وجو در کتابخانه' };

test.describe('the header suggests as a reader types (fa, phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('arrows move through titles, Enter opens one, Escape closes the list and then the box', async ({ page }) => {
    await page.goto('/fa/about-us');
    await page.getByTestId('header-search').click();
    const combobox = page.getByRole('combobox', box);
    await expect(combobox).toBeFocused();
    await combobox.pressSequentially('بیت', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'پیشنهادها' });
    await expect(listbox).toBeVisible();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(11);

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    // Up from the first option is the box itself again.
    await page.keyboard.press('ArrowUp');
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');

    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(combobox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(combobox).toBeHidden();

    await page.getByTestId('header-search').click();
    await page.getByRole('combobox', box).pressSequentially('بیت', { delay: 30 });
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toBeVisible();
    const title = (await first.textContent())!;
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fa\/[a-z-]+\/[^/?]+$/);
    await expect(page.locator('main h1')).toContainText(title.trim().slice(0, 10));
  });

  test('a misspelt word offers the library’s spelling, in the box and on the results page', async ({ page }) => {
    await page.goto('/fa');
    await page.getByTestId('header-search').click();
    await page.getByRole('combobox', box).pressSequentially('بیتکوبن', { delay: 30 });
    const spelling = page.getByRole('option', { name: 'آیا منظورتان «بیت‌کوین» بود؟' });
    await expect(spelling).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/fa/search\\?q=${encodeURIComponent('بیت‌کوین')}$`));
    await expect(page.getByTestId('search-count')).toBeVisible();

    await page.goto(`/fa/search?q=${encodeURIComponent('بیتکوبن')}`);
    const didYouMean = page.getByTestId('search-did-you-mean');
    await expect(didYouMean).toHaveText('آیا منظورتان «بیت‌کوین» بود؟');
    await didYouMean.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/fa/search\\?q=${encodeURIComponent('بیت‌کوین')}$`));
  });

  test('the box asks the server once per pause in typing, not once per key', async ({ page }) => {
    await page.clock.install();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/search/suggestions') asked.push(url.searchParams.get('q') ?? '');
    });
    await page.goto('/fa/about-us');
    await page.getByTestId('header-search').click();
    const combobox = page.getByRole('combobox', box);
    await expect(combobox).toBeFocused();
    // An installed clock still runs with the wall's: stopped here, a pause in typing is exactly as
    // long as the test says, however slow the machine (a full run once failed here on every try).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await combobox.pressSequentially('بیت‌کو');
    await page.clock.runFor(100);
    expect(asked).toEqual([]);
    await page.clock.runFor(300);
    await expect.poll(() => asked).toEqual(['بیت‌کو']);
    await expect(page.getByRole('listbox', { name: 'پیشنهادها' }).getByRole('option').first()).toBeVisible();

    await combobox.pressSequentially('ین');
    await page.clock.runFor(300);
    await expect.poll(() => asked).toEqual(['بیت‌کو', 'بیت‌کوین']);
    // One letter is not enough to ask about.
    await combobox.fill('ب');
    await page.clock.runFor(1000);
    expect(asked).toHaveLength(2);
  });
});
