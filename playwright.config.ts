import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = path.join(tmpdir(), `darvazeh-e2e-${port}`);
/**
 * An empty data folder with every migration applied, made once per run before the suite's server
 * starts: that server and every server a test spawns (support/server.ts) start from a copy of it,
 * instead of each migrating an empty PGlite (about 4 CPU-seconds apiece).
 */
export const migratedDataDir = path.join(tmpdir(), `darvazeh-e2e-${port}-migrated`);

/**
 * Debian's Chromium, never a downloaded browser; flags keep it off this machine's closed network.
 * Its headless shell (the package chromium-headless-shell, what Playwright's own downloads run
 * headless) when installed: without the full browser's windowing and services it ran a sixth of
 * the suite in two thirds of the time, on half the CPU. The full browser is the fallback.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
/** The full browser, for what only it has: the headless shell denies notifications, so a push is never shown. */
export const fullChromiumLaunch = { ...chromiumLaunch, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    // The particle field animates in a worker on every page for as long as the page is open: on
    // a two-core machine two browsers drawing it all the time slow the whole suite. Specs about
    // the field (or what a reader's device runs) ask for motion themselves.
    reducedMotion: 'reduce',
    // A first visit follows the device's scheme; the suite's devices prefer the product's default
    // (dark), and specs about light ask for it.
    colorScheme: 'dark',
    // Every public page registers the service worker (ADR 0030); in a fresh context per test it would
    // precache the build's stylesheets and fonts each time, and answer pages the tests mean to fetch.
    // Specs about it (offline reading, push) allow it.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunch,
    // Recording a trace (a screencast and a DOM snapshot per action) cost about a sixth of every
    // test's time while it ran, for traces of passing tests thrown away; a failing test's retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    // The production build the test runner just made, on a fresh database with demo data.
    command: `rm -rf '${e2eDataDir}' '${migratedDataDir}' && DATA_DIR='${migratedDataDir}' npm run --silent db:migrate && cp -r '${migratedDataDir}' '${e2eDataDir}' && node scripts/launch.mts`,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      APP_URL: `http://localhost:${port}`,
      ENABLE_DIAGNOSTICS: '1',
      // A line per request is the suite's whole output otherwise; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // Loopback is the test clients' proxy: a test's sign-up may say it comes from an address of
      // its own (support/auth.ts ownClientAddress), so the suite's readers do not share one limit.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // Rate limits in memory: a shared Redis would carry counts from one run into the next.
      REDIS_URL: '',
    },
  },
});
