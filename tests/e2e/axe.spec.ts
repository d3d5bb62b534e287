import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import type { ThemeScheme } from '../../src/shared/theme';
import { DEMO_PASSWORD, demo } from './support/auth';
import { axeRoutes, resolveAxePath, type AxeLocale, type AxeRole, type AxeRoute, type AxeSamples } from './support/axe-routes';
import { axeAccounts, axeSamplesOfRun } from './support/axe-samples';
import { overflowOf } from './support/overflow';
import { axeOf } from './support/axe';
import { switchScheme } from './support/scheme';

/**
 * axe finds nothing on any route, in Persian and English, dark and light, signed out, as a reader
 * and as a manager, at desktop and phone widths. One browser context per role and worker, reused
 * from route to route. Each route is opened once per language, and its two languages are checked
 * in different schemes (switched with the header's toggle) and at different widths, alternating
 * from route to route: every route is seen in both languages, both schemes and both widths, and
 * each language in both schemes and at both widths across the walk, for a quarter of the cost of
 * checking every combination. Every route is also measured at a 360 px phone width in both
 * languages, on the same load: nothing on it may be wider than the screen.
 */
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

// Small enough that a chunk finishes within the timeout on a busy two-core machine.
const ROUTES_PER_TEST = 4;
const locales: AxeLocale[] = ['fa', 'en'];
const roles: AxeRole[] = ['visitor', 'reader', 'newcomer', 'manager'];

const credentials: Record<Exclude<AxeRole, 'visitor'>, { login: string; password: string }> = {
  reader: { login: axeAccounts.reader.email, password: axeAccounts.reader.password },
  newcomer: { login: axeAccounts.newcomer.email, password: axeAccounts.newcomer.password },
  manager: { login: demo.admin, password: DEMO_PASSWORD },
};

type WalkPage = { page: Page; pending: Set<Request> };

let samples: AxeSamples | undefined;
const walkPages = new Map<AxeRole, WalkPage>();

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  samples = await axeSamplesOfRun(request);
  await request.dispose();
});

test.afterAll(async () => {
  for (const { page } of walkPages.values()) await page.context().close();
  walkPages.clear();
});

/** The worker's page for a role, signed in once; it counts the requests still on their way. */
async function walkPageFor(browser: Browser, baseURL: string, role: AxeRole): Promise<WalkPage> {
  const existing = walkPages.get(role);
  if (existing) return existing;
  // Reduced motion keeps the decorative particle field (an aria-hidden canvas) off: axe cannot
  // measure text over a canvas anyway, and its redrawing makes every check about three times slower.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  if (role !== 'visitor') {
    const response = await context.request.post('/api/user/authentication/login', {
      headers: { accept: 'application/json' },
      data: credentials[role],
    });
    expect(response.status(), `sign in as ${role}`).toBe(200);
  }
  const page = await context.newPage();
  const pending = new Set<Request>();
  // The notification stream stays open for as long as the page does, and link prefetches change
  // nothing on screen (those of a page left behind are never reported finished).
  const isIgnored = (request: Request) =>
    request.resourceType() === 'eventsource' ||
    // Audio and video stream for as long as they play or buffer.
    request.resourceType() === 'media' ||
    request.url().includes('/stream') ||
    request.headers()['next-router-prefetch'] !== undefined;
  page.on('request', (request) => void (isIgnored(request) || pending.add(request)));
  page.on('requestfinished', (request) => void pending.delete(request));
  page.on('requestfailed', (request) => void pending.delete(request));
  const walkPage = { page, pending };
  walkPages.set(role, walkPage);
  return walkPage;
}

/**
 * Waits until the page has fetched what it fetches after loading (session, lists, fonts). Run once
 * the page has hydrated (its scheme switched), when what its scripts fetch on their own has already
 * been asked for, so a short quiet spell is enough: what is left is a request that follows one
 * answered. A request that is still on its way after 20 s is noted on the test and the page is
 * checked as it stands: a slow answer on a busy machine is not an accessibility finding.
 */
async function settle({ page, pending }: WalkPage): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let quietChecks = 0;
  const isQuiet = () => {
    quietChecks = pending.size === 0 ? quietChecks + 1 : 0;
    return quietChecks >= 2;
  };
  const quiet = await expect
    .poll(isQuiet, { intervals: [100], timeout: 20_000 })
    .toBe(true)
    .then(() => true)
    .catch(() => false);
  if (!quiet) {
    test
      .info()
      .annotations.push({
        type: 'slow requests',
        description: `${page.url()}: ${[...pending].map((request) => request.url()).join(', ')}`,
      });
  }
}

type Finding = { where: string; rules: string[] };

async function findViolations(page: Page, where: string): Promise<Finding | null> {
  // A newsletter issue's preview is the e-mail itself in a sandbox where no script runs, axe's
  // included: waiting on it would hang the walk. The e-mail's markup is checked by the newsletter tests.
  const { violations } = await axeOf(page).exclude('[data-testid="issue-preview-frame"]').analyze();
  if (violations.length === 0) return null;
  const rules = violations.map(
    (violation) =>
      `${violation.id} ×${violation.nodes.length}: ${violation.nodes
        .slice(0, 3)
        // axe's own words for a node say what it measured (a contrast's two colours), so a failure
        // seen once under load can be told apart from a real one without a second run.
        .map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` (${node.any[0].message})` : ''}`)
        .join(' | ')}`,
  );
  return { where, rules };
}

const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 780 } } as const;
type Width = keyof typeof viewports;

/** What is wider than a phone's screen on the page as it stands, narrowed to the phone's width first. */
async function findOverflow(page: Page, url: string): Promise<Finding | null> {
  if (page.viewportSize()?.width !== viewports.phone.width) await page.setViewportSize(viewports.phone);
  const { scrollWidth, innerWidth, culprits } = await overflowOf(page);
  if (scrollWidth <= innerWidth) return null;
  return { where: `${url} (${innerWidth} px)`, rules: [`${scrollWidth} px wide: ${culprits.join(', ')}`] };
}

/**
 * Opens the route in one language at one width, switches to the scheme it is checked in (through
 * the header's toggle, which answers once the page has hydrated), lets it finish fetching, runs
 * every rule, then measures it at a phone's width.
 */
async function checkRoute(walkPage: WalkPage, { route, locale, scheme, width }: Check): Promise<Finding[]> {
  const { page } = walkPage;
  const url = resolveAxePath(route, samples!, locale);
  await page.setViewportSize(viewports[width]);
  walkPage.pending.clear();
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(route.status ?? 200);
  await switchScheme(page, scheme);
  await settle(walkPage);
  const violations = await findViolations(page, `${url} (${scheme}, ${width})`);
  const overflow = await findOverflow(page, url);
  return [violations, overflow].filter((finding) => finding !== null);
}

type Check = { route: AxeRoute; locale: AxeLocale; scheme: ThemeScheme; width: Width };

const schemes: ThemeScheme[] = ['dark', 'light'];
// The width flips every other route, the scheme every route: over two routes each language meets
// each scheme at each width.
const widthOf = (routeIndex: number, localeIndex: number): Width => ((Math.floor(routeIndex / 2) + localeIndex) % 2 === 0 ? 'desktop' : 'phone');

for (const role of roles) {
  const checks: Check[] = axeRoutes
    .filter((route) => route.role === role)
    .flatMap((route, routeIndex) =>
      locales.map((locale, localeIndex) => ({ route, locale, scheme: schemes[(routeIndex + localeIndex) % 2]!, width: widthOf(routeIndex, localeIndex) })),
    );
  for (let start = 0; start < checks.length; start += ROUTES_PER_TEST) {
    const chunk = checks.slice(start, start + ROUTES_PER_TEST);
    test(`${role}: ${chunk.map(({ route, locale, scheme, width }) => `/${locale}${route.path} (${scheme}, ${width})`).join(', ')}`, async ({ browser, baseURL }) => {
      const walkPage = await walkPageFor(browser, baseURL!, role);
      const findings: Finding[] = [];
      for (const check of chunk) findings.push(...(await checkRoute(walkPage, check)));
      const report = findings.map((finding) => `${finding.where}\n  ${finding.rules.join('\n  ')}`).join('\n');
      expect(findings, `axe violations and pages wider than a phone:\n${report}`).toEqual([]);
    });
  }
}
