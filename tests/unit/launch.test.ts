import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const launcher = path.resolve('scripts/launch.mts');
const folders: string[] = [];

/** A checkout of its own holding only `files`, where the launcher runs as `npm start` runs it. */
function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'darvazeh-launch-'));
  folders.push(root);
  write(root, files);
  return root;
}

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

function launch(root: string) {
  return spawnSync(process.execPath, [launcher], { cwd: root, encoding: 'utf8', timeout: 60_000 });
}

function compiledModules(root: string): string[] {
  return readdirSync(path.join(root, 'node_modules/.cache/darvazeh-server')).filter((name) => name.endsWith('.mjs'));
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the production launcher', () => {
  it('runs scripts/start.ts compiled with the TypeScript modules it imports, once per content', () => {
    const root = checkout({
      'scripts/start.ts': "import { greeting } from './lib/greeting';\nconsole.log(greeting('instance'));\n",
      'scripts/lib/greeting.ts': 'export const greeting = (name: string): string => `${name} started`;\n',
    });
    expect(launch(root)).toMatchObject({ status: 0, stdout: 'instance started\n' });
    const [first] = compiledModules(root);

    expect(launch(root).stdout).toBe('instance started\n');
    expect(compiledModules(root)).toEqual([first]);

    write(root, { 'scripts/lib/greeting.ts': 'export const greeting = (name: string): string => `${name} ready`;\n' });
    expect(launch(root).stdout).toBe('instance ready\n');
    expect(compiledModules(root)).toHaveLength(1);
    expect(compiledModules(root)).not.toEqual([first]);
  });

  it('refuses sources that do not compile with exit code 1 and one line naming the file', () => {
    const root = checkout({ 'scripts/start.ts': "import { missing } from './lib/absent';\nconsole.log(missing);\n" });
    const result = launch(root);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^the server's code does not compile: .*\.\/lib\/absent.* \(scripts\/start\.ts:1\)/);
  });
});
