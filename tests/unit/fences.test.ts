import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer fence and the contract rule hold: each fixture is linted as if it stood at the path
 * its first line names, and must fail with the rule it breaks (or pass, for the one inside).
 */
const fixtures = path.resolve('tests/fixtures/fences');
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function lintAs(file: string) {
  const text = readFileSync(path.join(fixtures, file), 'utf8');
  const target = /^\/\/ lint-as: (\S+)/.exec(text)?.[1];
  if (!target) throw new Error(`${file} names no path to lint it as`);
  const [result] = await eslint.lintText(text, { filePath: path.resolve(target) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const expected: Record<string, RegExp> = {
  'client-reads-server.tsx': /layers\/fence: a 'use client' module .* nothing from src\/server/,
  'client-screen-reads-service.tsx': /layers\/fence: a 'use client' module .* nothing from src\/server/,
  'component-reads-database.tsx': /layers\/fence: database code stays in services/,
  'shared-imports-component.ts': /layers\/fence: src\/shared is the ground floor/,
  'shared-imports-lib.ts': /layers\/fence: src\/shared is the ground floor/,
  'lib-imports-server.ts': /layers\/fence: src\/lib imports only/,
  'imports-a-route.ts': /layers\/fence: nothing imports a route/,
  'service-imports-http.ts': /layers\/fence: services sit under the HTTP layer/,
  'browser-loads-contract-schemas.ts': /layers\/fence: the browser holds contracts by method and path/,
  'server-component-hydrates-icons.tsx': /layers\/fence: outside a 'use client' module, icons come from src\/components\/ui\/drawn-icons/,
  'public-page-hydrates-links.tsx': /layers\/fence: public pages link with PageLink/,
  'public-client-merges-classes.tsx': /layers\/fence: client code of the public pages joins classes with cx/,
  'public-client-imports-navigation.tsx': /layers\/fence: client code of the public pages uses plain anchors and next\/navigation/,
  'api-address-in-component.tsx': /no-restricted-syntax: Name the endpoint by its contract/,
  'verb-opens-its-own-transaction.ts': /no-restricted-syntax: Open a write with transaction\(db, work\)/,
};

describe('the layer fence', () => {
  // The first lint loads the whole configuration and the TypeScript parser.
  beforeAll(() => eslint.lintText('', { filePath: path.resolve('src/probe.ts') }), 120_000);

  it('has a fixture for every breach it tests, and no other', () => {
    expect(readdirSync(fixtures).sort()).toEqual([...Object.keys(expected), 'within-the-fence.tsx'].sort());
  });

  it.each(Object.entries(expected))('refuses %s', async (file, rule) => {
    const messages = await lintAs(file);
    expect(messages).toContainEqual(expect.stringMatching(rule));
  });

  it('lets a client module use the API client, a browser contract, a contract as a type and shared code, by alias or relative path', async () => {
    expect(await lintAs('within-the-fence.tsx')).toEqual([]);
  });
});
