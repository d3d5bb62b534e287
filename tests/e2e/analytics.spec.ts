import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, ownClientAddress, signInViaApi } from './support/auth';
import { axeOf } from './support/axe';

const tehranDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(date);
const today = () => tehranDay(new Date());
const yesterday = () => tehranDay(new Date(Date.now() - 86_400_000));

/**
 * The views chart as drawn: its label, the horizontal centres of its two day ticks (yesterday,
 * today) and of its scale, the fill of its bars, and the plot's own centre.
 */
async function viewsChart(page: Page) {
  const chart = page.getByTestId('chart-analytics-views');
  const surface = chart.locator('svg.recharts-surface').first();
  await expect(surface).toBeVisible();
  const box = (await surface.boundingBox())!;
  // Every tick label with its centre: the day ticks are the bottom row, the scale's the others.
  const labels = await chart.locator('.recharts-cartesian-axis-tick-value').evaluateAll((nodes) =>
    nodes.map((node) => {
      const rect = node.getBoundingClientRect();
      return { text: node.textContent ?? '', x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    }),
  );
  const bottom = Math.max(...labels.map((label) => label.y));
  const days = labels.filter((label) => label.y === bottom);
  const scale = labels.filter((label) => label.y !== bottom);
  expect(days).toHaveLength(2);
  return {
    chart,
    surface,
    label: await surface.getAttribute('aria-label'),
    ticks: days.map((day) => day.text),
    first: days[0]!.x,
    last: days[1]!.x,
    scale: scale[0]!.x,
    middle: box.x + box.width / 2,
    fill: await chart.locator('.recharts-bar-rectangle path').first().evaluate((bar) => getComputedStyle(bar).fill),
  };
}

/** What the server answered each beacon the page sent (a beacon's body is not visible to the test, its answer is). */
function beaconAnswers(page: Page): { counted: boolean }[] {
  const answers: { counted: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/analytics/beacon'))
      answers.push(((await response.json()) as { data: { counted: boolean } }).data);
  });
  return answers;
}

test('a reader who opens a cached article and reads it through is counted once, and the analytics screen shows it, chart and table, in fa on a phone and en on a desktop', async ({
  browser,
  request,
}) => {
  // Two signed-in screens, an editor and an axe check: a minute is too little on a busy two-core machine.
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const slug = `counted-once-${suffix}`;
  const title = `Counted once ${suffix}`;
  const paragraphs = Array.from(
    { length: 40 },
    (_, index) => `<p>Paragraph ${index + 1} of a long article that a reader scrolls through to its end.</p>`,
  ).join('');
  const created = await request.post('/api/manager/articles', {
    headers: await adminHeaders(request),
    data: {
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      category_id: null,
      cover_id: null,
      tag_ids: [],
      attributes: {},
      translations: { en: { title, slug, excerpt: 'A long read.', body: paragraphs } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const articleId = ((await created.json()) as { data: { id: string } }).data.id;
  // Rendered and cached before the reader arrives: no script runs for these, so nothing is counted.
  for (let time = 0; time < 2; time++) expect((await request.get(`/en/articles/${slug}`)).status()).toBe(200);

  const reader = await browser.newContext({ extraHTTPHeaders: ownClientAddress(), viewport: { width: 1280, height: 720 } });
  const page = await reader.newPage();
  const answers = beaconAnswers(page);
  await page.goto(`/en/articles/${slug}`);
  // The view, answered at once; the body's end is still below the fold.
  await expect.poll(() => answers).toEqual([{ counted: true }]);
  await page.getByText('Paragraph 40 of a long article').scrollIntoViewIfNeeded();
  await expect.poll(() => answers).toEqual([{ counted: true }, { counted: true }]);
  // Scrolling back and down again does not count the read again (the screen below shows one).
  await page.keyboard.press('Home');
  await page.keyboard.press('End');
  expect((await reader.cookies()).map((cookie) => cookie.name)).toEqual([]);
  await reader.close();

  const manager = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: 'dark' });
  const desk = await manager.newPage();
  await signInViaApi(desk, 'admin');
  const row = desk.getByTestId('analytics-items').getByRole('row').filter({ hasText: title });
  // Beacons are written within the instance's flush interval (2 s).
  await expect(async () => {
    await desk.goto(`/en/manager/panel/analytics?from=${yesterday()}&to=${today()}`);
    await expect(row.getByRole('cell')).toHaveText(['English', '1', '1', '100%'], { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(desk.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  // This server names no GeoIP database, so there is no countries section, not even an empty one.
  await expect(desk.getByTestId('analytics-devices')).toBeVisible();
  await expect(desk.getByTestId('analytics-countries')).toHaveCount(0);
  // The table as a spreadsheet: the same row, from the link beside it.
  const csv = await desk.request.get((await desk.getByTestId('csv-items').getAttribute('href'))!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toMatch(new RegExp(`,articles,en,${title},1,1\\r\\n`));
  // The chart in English: time runs left to right, the scale on the left, Gregorian days, the dark
  // theme's primary colour; the arrow keys step through the bars and the table holds the numbers.
  const drawn = await viewsChart(desk);
  expect(drawn.label).toMatch(/^Page views: [\d,]+ in total over 2 periods/);
  expect(drawn.ticks[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(drawn.first).toBeLessThan(drawn.last);
  expect(drawn.scale).toBeLessThan(drawn.middle);
  expect(drawn.fill).toBe('rgb(161, 147, 255)');
  await drawn.surface.focus();
  await desk.keyboard.press('ArrowRight');
  await expect(drawn.chart.locator('.recharts-tooltip-wrapper')).toContainText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}: [\d,]+$/);
  await drawn.chart.getByText('Show as a table').click();
  const tableRows = drawn.chart.getByRole('table', { name: 'Page views' }).getByRole('row');
  await expect(tableRows).toHaveCount(3);
  await expect(tableRows.nth(2).getByRole('rowheader')).toHaveText(drawn.ticks[1]!);
  expect((await axeOf(desk).include('main').analyze()).violations).toEqual([]);
  // The item's own figures beside its editor.
  await desk.goto(`/en/manager/panel/articles/${articleId}/edit`);
  await expect(desk.getByTestId('item-reading')).toContainText('English1 view, 1 read to the end (100%)');
  await manager.close();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    colorScheme: 'light',
    isMobile: true,
    hasTouch: true,
  });
  const editor = await phone.newPage();
  await signInViaApi(editor, 'admin');
  await editor.goto(`/fa/manager/panel/analytics?from=${yesterday()}&to=${today()}`);
  await expect(editor.getByRole('heading', { level: 1, name: 'آمار خوانندگان' })).toBeVisible();
  const persianRow = editor.getByTestId('analytics-items').getByRole('row').filter({ hasText: title });
  await expect(persianRow.getByRole('cell')).toHaveText(['انگلیسی', '۱', '۱', '۱۰۰٪']);
  await expect(persianRow.locator('bdi')).toHaveAttribute('dir', 'ltr');
  // The chart in Persian: time runs right to left, the scale on the right, Jalali days in Persian
  // digits, the light theme's primary colour; its table view lists the same days.
  const persianChart = await viewsChart(editor);
  expect(persianChart.label).toMatch(/^بازدید صفحه‌ها: در مجموع [۰-۹٬]+ در ۲ دوره/);
  expect(persianChart.ticks[1]).toMatch(/^[۰-۹]+ [\u0600-\u06FF]+ ۱۴[۰-۹]{2}$/);
  expect(persianChart.first).toBeGreaterThan(persianChart.last);
  expect(persianChart.scale).toBeGreaterThan(persianChart.middle);
  expect(persianChart.fill).toBe('rgb(85, 50, 214)');
  // Time runs leftwards, so the left arrow steps forward; the box speaks Persian.
  await persianChart.surface.focus();
  await editor.keyboard.press('ArrowLeft');
  await expect(persianChart.chart.locator('.recharts-tooltip-wrapper')).toContainText(/^[۰-۹]+ [\u0600-\u06FF]+ ۱۴[۰-۹]{2}: [۰-۹٬]+$/);
  await persianChart.chart.getByText('نمایش به‌صورت جدول').click();
  const persianRows = persianChart.chart.getByRole('table', { name: 'بازدید صفحه‌ها' }).getByRole('row');
  await expect(persianRows.nth(2).getByRole('rowheader')).toHaveText(persianChart.ticks[1]!);
  // Nothing wider than the phone: the items table scrolls inside its own region.
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await axeOf(editor).include('main').analyze()).violations).toEqual([]);
  await phone.close();
});
