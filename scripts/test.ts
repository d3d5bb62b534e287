/**
 * `npm test`: lint and the type check side by side → unit → API (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set, at the same time: one waits on the database server while the other
 * computes) → end-to-end in Chromium, from the moment the first API suite ends. The production
 * build runs beside the unit and API suites; once it is there, the cluster suite (two instances on
 * PostgreSQL and Redis behind Varnish) runs beside the rest. Every stage runs even when an earlier
 * one failed, its log printed once it is reported, and the last line sums them all:
 * `N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeededInBackground } from './lib/build';

const root = process.cwd();
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const only = process.argv.slice(2);

/** A stage's counts, and the names of the tests that failed (the summary repeats them, since the logs above are long). */
type Outcome = { stage: string; passed: number; failed: number; endedAt: number; failures?: string[] };
const outcomes: Outcome[] = [];
const started = Date.now();
const elapsed = () => Math.round((Date.now() - started) / 1000);

/** Records a stage's counts with when it ended, so the summary shows where the CI budget goes. */
function record(outcome: Omit<Outcome, 'endedAt'>, endedAt = elapsed()): void {
  outcomes.push({ ...outcome, endedAt });
}

/**
 * Runs a stage in the foreground, its output straight to ours. It never blocks this process: while
 * it runs, a stage waiting in the background (the cluster suite, on the build) can still start.
 */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

function bin(name: string): string {
  return path.join(root, 'node_modules', '.bin', name);
}

function wanted(stage: string): boolean {
  return only.length === 0 || only.includes(stage);
}

function vitestArgs(stage: string, project: string): string[] {
  // `unit` and `api` are two vitest projects each: the files that share one module graph and the
  // isolated ones; `unit` runs a third time with an eighth content type added (vitest.config.ts).
  const projects = project === 'api' || project === 'unit' ? [project, `${project}-isolated`, ...(project === 'unit' ? ['unit-eighth-type'] : [])] : [project];
  return ['run', ...projects.flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, `${stage}.json`)}`];
}

/** The first line of a failure's message, so the summary says why without the log above it. */
function firstLine(message: string | undefined): string {
  const line = message?.split('\n').find((text) => text.trim() !== '');
  return line ? `\n      ${line.trim().slice(0, 300)}` : '';
}

function vitestOutcome(stage: string, status: number): Omit<Outcome, 'endedAt'> {
  const report = path.join(results, `${stage}.json`);
  if (!existsSync(report)) return { stage, passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
    testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
  };
  const failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? Math.max(1, json.numFailedTestSuites) : 0);
  const failures = json.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}${firstLine(test.failureMessages?.[0])}`);
    return tests.length === 0 && file.status === 'failed' ? [`${where}${firstLine(file.message)}`] : tests;
  });
  return { stage, passed: json.numPassedTests, failed, failures };
}

async function vitest(stage: string, project: string, env: Record<string, string> = {}): Promise<void> {
  if (!wanted(stage) && !wanted(project)) return;
  console.log(`\n=== ${stage} ===`);
  record(vitestOutcome(stage, await run(bin('vitest'), vitestArgs(stage, project), env)));
}

/** A stage running in the background: when its command ended, and its report (log and counts), given once. */
type Background = { ended: Promise<unknown>; report: () => Promise<void> };

/** Starts a command in the background, its output kept in a log that is printed when it is reported. */
function inBackground(stage: string, command: string, args: string[], env: Record<string, string>, outcomeOf: (status: number) => Omit<Outcome, 'endedAt'>): Background {
  const log = path.join(results, `${stage}.log`);
  const output = openSync(log, 'w');
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', output, output],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '1', ...env },
  });
  const exit = new Promise<{ status: number; endedAt: number }>((resolve) => child.on('close', (code) => resolve({ status: code ?? 1, endedAt: elapsed() })));
  return {
    ended: exit,
    report: once(async () => {
      const { status, endedAt } = await exit;
      console.log(`\n=== ${stage} ===`);
      process.stdout.write(readFileSync(log));
      record(outcomeOf(status), endedAt);
    }),
  };
}

function vitestInBackground(stage: string, project: string, env: Record<string, string>): Background {
  return inBackground(stage, bin('vitest'), vitestArgs(stage, project), env, (status) => vitestOutcome(stage, status));
}

/** A pass/fail stage (lint, type check) started in the background; a skipped stage awaits nothing. */
function check(stage: string, command: string, args: string[]): () => Promise<void> {
  if (!wanted(stage)) return async () => undefined;
  return inBackground(stage, command, args, {}, (status) => ({ stage, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 })).report;
}

/**
 * The production build for the browser and cluster suites, started once the type check has run
 * (it writes the route types the check reads) so that it overlaps the unit and API suites; its
 * output is kept in a log printed when it is awaited.
 */
function buildInBackground(): () => Promise<boolean> {
  const log = path.join(results, 'build.log');
  const output = openSync(log, 'w');
  const built = buildIfNeededInBackground(root, ['ignore', output, output]).then(
    (didBuild) => ({ didBuild, error: null }),
    (error: unknown) => ({ didBuild: false, error }),
  );
  return async () => {
    const { didBuild, error } = await built;
    console.log('\n=== build ===');
    process.stdout.write(readFileSync(log));
    if (error) {
      console.error(error);
      record({ stage: 'build', passed: 0, failed: 1 });
      return false;
    }
    console.log(didBuild ? `built (done by ${elapsed()} s)` : 'reusing the existing build');
    return true;
  };
}

/** A promise-returning function that runs its work once, however often it is called. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= work());
}

async function e2e(awaitBuild: () => Promise<boolean>): Promise<void> {
  if (!wanted('e2e')) return;
  if (!(await awaitBuild())) return;
  console.log('\n=== e2e ===');
  const report = path.join(results, 'e2e.json');
  const status = await run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (!existsSync(report)) {
    record({ stage: 'e2e', passed: 0, failed: 1 });
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] };
  const { stats } = json;
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  record({ stage: 'e2e', passed: stats.expected + stats.flaky, failed, failures: json.suites.flatMap(playwrightFailures) });
}

type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
};

/** The specs that failed in every try, with the first line of their last error (ANSI colours removed). */
function playwrightFailures(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => `tests/e2e/${spec.file}:${spec.line} › ${spec.title}${firstLine(test.results.at(-1)?.error?.message?.replace(/\u001b\[[0-9;]*m/g, ''))}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

async function main(): Promise<void> {
  // Lint and the type check each keep one core busy: side by side they take the time of the longer.
  const lint = check('lint', bin('eslint'), ['--max-warnings=0', '.']);
  const typecheck = check('typecheck', bin('tsc'), ['--noEmit']);
  await lint();
  await typecheck();
  // The service worker has a project of its own: its globals are a worker's, not a page's.
  await check('typecheck', bin('tsc'), ['--noEmit', '-p', 'src/worker'])();
  const awaitBuild = wanted('e2e') || wanted('cluster') ? once(buildInBackground()) : async () => true;
  await vitest('unit', 'unit');
  const apiSuites = [
    wanted('api') ? vitestInBackground('api', 'api', { TEST_DATABASE_URL: '' }) : undefined,
    process.env.TEST_DATABASE_URL && (wanted('api-postgres') || wanted('api')) ? vitestInBackground('api-postgres', 'api', {}) : undefined,
  ].filter((suite) => suite !== undefined);
  // The cluster suite mostly waits (instances starting and draining, the proxy, due times): once the
  // build is there it runs beside the other suites rather than after them.
  const cluster = wanted('cluster') ? awaitBuild().then((built) => (built ? vitestInBackground('cluster', 'cluster', {}) : undefined)) : undefined;
  // The browser suite starts once the first API suite has ended: the other's last files mostly
  // wait on the job engine's polling, and the cores idled through them.
  if (apiSuites.length > 0) await Promise.race(apiSuites.map((suite) => suite.ended));
  await e2e(awaitBuild);
  for (const suite of apiSuites) await suite.report();
  await (await cluster)?.report();

  console.log('\n=== summary ===');
  for (const { stage, passed, failed, endedAt, failures = [] } of outcomes) {
    console.log(`${stage.padEnd(14)} ${passed} passed, ${failed} failed (ended at ${endedAt} s)`);
    for (const failure of failures) console.log(`  ✗ ${failure}`);
  }
  const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
  const failed = outcomes.reduce((sum, o) => sum + o.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && outcomes.length > 0 ? 0 : 1);
}

void main();
