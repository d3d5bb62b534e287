import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Physical left/right utilities break right-to-left layouts; ARCHITECTURE §5 allows logical ones only.
// Matches Tailwind's physical utilities (with any variant prefix), not the words in prose or code.
const physical =
  /(^|[\s"'`:])-?(?:(?:m|p|scroll-m|scroll-p)[lr]-[\w[]|(?:left|right)-[\d[]|(?:left|right)-(?:px|full|auto)\b|rounded-(?:[lr]|[tb][lr])(?:-|\b)|border-[lr](?:-|\b)|text-(?:left|right)\b|float-(?:left|right)\b)/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(tsx?|css)$/.test(name) ? [full] : [];
  });
}

describe('right-to-left safety', () => {
  it('uses no physical left/right classes anywhere in src', () => {
    const offenders = files(path.resolve('src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => physical.test(line) && !line.includes('eslint-disable'))
        .map(({ line, index }) => `${path.relative(process.cwd(), file)}:${index + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a physical class when one is written', () => {
    expect(physical.test('className="ml-4 p-2"')).toBe(true);
    expect(physical.test('className="text-right"')).toBe(true);
    expect(physical.test('className="ms-4 text-start"')).toBe(false);
  });
});
