/**
 * `npm run contracts:browser`: writes src/shared/api/browser/<area>.ts from each contract area,
 * every endpoint as its method and path with the whole contract as a type only. A page that calls
 * the API then loads no schema and no zod; the type check holds each written file to its area (a
 * changed path, method or a new endpoint fails it until this runs again). The per-content-type
 * families (manager screens, which load zod for their forms anyway) are re-exported as they are,
 * so a new content type still needs only its registry entry.
 */
import { readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { Contract } from '@/shared/api/contract';

const root = process.cwd();
const contractsDir = path.join(root, 'src/shared/api/contracts');
const browserDir = path.join(root, 'src/shared/api/browser');
const notAreas = new Set(['index.ts', 'prefix.ts']);

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && typeof (value as Contract).path === 'string' && typeof (value as Contract).method === 'string';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

async function browserModule(file: string): Promise<string> {
  const area = file.replace(/\.ts$/, '');
  const exports = (await import(pathToFileURL(path.join(contractsDir, file)).href)) as Record<string, unknown>;
  const light: string[] = [];
  const asDeclared: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== 'object' || value === null) continue;
    const entries = Object.entries(value);
    if (!entries.every(([, contract]) => isContract(contract))) {
      asDeclared.push(name);
      continue;
    }
    const body = entries.map(([key, c]) => `${key}: { operationId: ${quote(c.operationId)}, method: ${quote(c.method)}, path: ${quote(c.path)} },`);
    light.push(`export const ${name}: BrowserContracts<typeof declared.${name}> = {\n${body.join('\n')}\n};`);
  }
  const lines = [
    `// Written by \`npm run contracts:browser\` from ../contracts/${file}; the type check holds it to that file.`,
    ...(light.length > 0 ? [`import type { BrowserContracts } from '../contract';`, `import type * as declared from '../contracts/${area}';`] : []),
    ...(asDeclared.length > 0 ? [`export { ${asDeclared.join(', ')} } from '../contracts/${area}';`] : []),
    '',
    ...light,
  ];
  const target = path.join(browserDir, file);
  return format(lines.join('\n'), { ...(await resolveConfig(target)), filepath: target });
}

async function main(): Promise<void> {
  rmSync(browserDir, { recursive: true, force: true });
  mkdirSync(browserDir, { recursive: true });
  const areas = readdirSync(contractsDir).filter((file) => file.endsWith('.ts') && !notAreas.has(file));
  for (const file of areas) writeFileSync(path.join(browserDir, file), await browserModule(file));
  console.log(`wrote ${areas.length} browser contract modules to ${path.relative(root, browserDir)}`);
}

void main();
