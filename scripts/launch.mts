/**
 * `npm start` in production: compiles scripts/start.ts, with the app code it imports, into one
 * module and runs it. Loaded through tsx, that code was a second module graph beside Next's bundles
 * in every instance: tsx's loader, each file's transform and its inline source map, about 60 MB
 * resident (docs/benchmarks.md, "Memory of one instance"). Packages stay in node_modules.
 * `npm run dev` runs scripts/start.ts through tsx as before.
 *
 * Node runs this file as it is (type stripping), so it imports nothing but Node and esbuild. The
 * module is named by its content: instances starting side by side from one checkout share it, and a
 * change to the sources makes a new one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop, type OutputFile } from 'esbuild';

const root = process.cwd();
const cacheDir = path.join(root, 'node_modules/.cache/darvazeh-server');

async function compile(): Promise<OutputFile[]> {
  try {
    return (await build({
      entryPoints: [path.join(root, 'scripts/start.ts')],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node24',
      // Read only under NODE_OPTIONS=--enable-source-maps, for mapped stack traces in the log.
      sourcemap: 'linked',
      outfile: path.join(cacheDir, 'start.mjs'),
      write: false,
      logLevel: 'silent',
    })).outputFiles;
  } catch (error) {
    const problems = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors ?? [];
    const first = problems[0];
    const where = first?.location ? ` (${first.location.file}:${first.location.line})` : '';
    console.error(`the server's code does not compile: ${first?.text ?? String(error)}${where}`);
    process.exit(1);
  } finally {
    // esbuild's service is a process of its own: an instance does not keep it.
    await stop();
  }
}

/** Writes the compiled module once per content, atomically, and removes those of older sources. */
function store(outputs: OutputFile[]): string {
  const code = outputs.find((output) => output.path.endsWith('.mjs'));
  const map = outputs.find((output) => output.path.endsWith('.map'));
  if (!code || !map) throw new Error('esbuild returned no module');
  const name = `start-${createHash('sha256').update(code.contents).digest('hex').slice(0, 16)}.mjs`;
  const file = path.join(cacheDir, name);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const text = code.text.replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${name}.map`);
    writeFileSync(`${file}.map`, map.contents);
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, text);
    renameSync(partial, file);
  }
  for (const entry of readdirSync(cacheDir)) {
    if (!entry.startsWith(name) && entry.startsWith('start-')) rmSync(path.join(cacheDir, entry), { force: true });
  }
  return file;
}

await import(pathToFileURL(store(await compile())).href);
