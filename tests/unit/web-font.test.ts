import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

/** What a reader may see in our own words: the messages in both languages and the demo content. */
function shownTexts(): string[] {
  const messages = ['messages/fa.json', 'messages/en.json'].map((file) => readFileSync(file, 'utf8'));
  const demo = path.resolve('src/server/seed/demo');
  const content = readdirSync(demo)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(path.join(demo, file), 'utf8'));
  return [...messages, ...content];
}

async function charactersOf(file: string): Promise<Set<number>> {
  const font = await fontverter.convert(readFileSync(file), 'sfnt');
  return new Set(new hb.Face(new hb.Blob(font)).collectUnicodes());
}

describe('the web font (npm run font:subset)', () => {
  it('draws every character of the messages and the demo content that the whole font draws', async () => {
    const subset = await charactersOf('src/app/fonts/vazirmatn.woff2');
    // What the whole font lacks (arrows, the bidi isolates) the system's fonts drew before the subset too.
    const whole = await charactersOf('node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2');
    const missing = new Set<string>();
    for (const text of shownTexts()) {
      for (const character of text) {
        const codePoint = character.codePointAt(0)!;
        if (whole.has(codePoint) && !subset.has(codePoint)) missing.add(`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} ${character}`);
      }
    }
    expect([...missing].sort()).toEqual([]);
  });
});
