/**
 * `npm run font:subset`: writes the web font the pages load, src/app/fonts/vazirmatn.woff2, from
 * the vazirmatn package's variable font: only the characters these pages show (Persian letters,
 * Arabic punctuation and digits, basic and Latin-1 Latin, general punctuation, the bidi marks) and
 * the weights they use (400–900), 50 KB instead of 111 KB, the largest download of a page. Run it
 * again after upgrading vazirmatn; tests/unit/web-font.test.ts checks that every character of the
 * messages and the demo content is in it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = process.cwd();
const source = path.join(root, 'node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2');
const webFontPath = path.join(root, 'src/app/fonts/vazirmatn.woff2');

const ranges: [number, number][] = [
  [0x0020, 0x007e], // basic Latin
  [0x00a0, 0x00ff], // Latin-1: no-break space, «», ×, accented letters
  [0x060c, 0x060c], // ، comma
  [0x061b, 0x061b], // ؛ semicolon
  [0x061f, 0x061f], // ؟ question mark
  [0x0621, 0x063a], // Arabic letters Persian shares
  [0x0640, 0x0655], // tatweel, the remaining shared letters, harakat and tanwin
  [0x0660, 0x066d], // Arabic-Indic digits, ٪ ٫ ٬
  [0x0670, 0x0670], // superscript alef
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0698, 0x0698], // ژ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06c0, 0x06c0], // ۀ
  [0x06cc, 0x06cc], // ی
  [0x06f0, 0x06f9], // Persian digits
  [0x200c, 0x200f], // ZWNJ, ZWJ, LRM, RLM
  [0x2010, 0x2027], // dashes, quotes, bullets, ellipsis
  [0x2030, 0x203a], // per mille, primes, angle quotes
  [0x2066, 0x2069], // bidi isolates
  [0x20ac, 0x20ac], // €
  [0x2212, 0x2212], // minus
];

const text = ranges.map(([first, last]) => String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i))).join('');

async function main(): Promise<void> {
  const subset = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 900 } } });
  writeFileSync(webFontPath, subset);
  console.log(`wrote ${path.relative(root, webFontPath)}: ${subset.length} bytes`);
}

void main();
