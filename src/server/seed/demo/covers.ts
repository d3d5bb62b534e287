import sharp from 'sharp';

const WIDTH = 1600;
const HEIGHT = 900;
/** Where the titles sit: a shaded band along the bottom, under the type's picture. */
const BAND_TOP = 560;

/** Gradient pairs per content type, so a list reads as one family at a glance. */
const palettes: Record<string, [string, string][]> = {
  articles: [['#0f172a', '#2563eb'], ['#1e1b4b', '#7c3aed'], ['#083344', '#0891b2']],
  books: [['#3f1d0b', '#c2410c'], ['#422006', '#ca8a04'], ['#2d1b0e', '#9a3412']],
  coins: [['#052e16', '#16a34a'], ['#1a2e05', '#65a30d'], ['#022c22', '#0d9488']],
  metaverses: [['#2e1065', '#c026d3'], ['#1e1b4b', '#db2777'], ['#0c0a3e', '#6d28d9']],
  podcasts: [['#450a0a', '#e11d48'], ['#3b0764', '#9333ea'], ['#4c0519', '#be123c']],
  videos: [['#172554', '#0ea5e9'], ['#0c4a6e', '#22d3ee'], ['#1e3a8a', '#38bdf8']],
  posts: [['#27272a', '#52525b'], ['#1c1917', '#78716c'], ['#18181b', '#3f3f46']],
};

// Vazirmatn where the machine has it; DejaVu Sans ships with Debian and shapes Persian correctly.
const PERSIAN_FONT = 'Vazirmatn, DejaVu Sans, sans-serif';
const LATIN_FONT = 'DejaVu Sans, Arial, sans-serif';

export type CoverTitles = { fa?: string; en?: string };

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Breaks a title into at most `maxLines` lines of about `perLine` characters at spaces; what
 * does not fit ends in an ellipsis. SVG text does not wrap by itself.
 */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = title.trim().split(/\s+/);
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= perLine || !line) {
      line = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      lines.push(`${line}…`);
      return lines;
    }
    lines.push(line);
    line = word;
    if (index === words.length - 1) break;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/** The picture of each type, drawn in white on the gradient above the band; `seed` varies it per item. */
const motifs: Record<string, (seed: number) => string> = {
  articles: (seed) => {
    const x = 560 + (seed % 3) * 40;
    const lines = [0, 1, 2, 3, 4, 5].map((row) => `<rect x="${x + 40}" y="${170 + row * 52}" width="${row === 0 ? 300 : 400 - ((row * 37 + seed * 13) % 120)}" height="${row === 0 ? 26 : 14}" rx="7" fill="#fff" fill-opacity="${row === 0 ? 0.85 : 0.45}"/>`);
    return `<rect x="${x}" y="110" width="480" height="400" rx="28" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>${lines.join('')}`;
  },
  books: (seed) => {
    const spines = [0, 1, 2, 3, 4].map((n) => {
      const height = 300 + ((n * 53 + seed * 29) % 110);
      return `<rect x="${560 + n * 96}" y="${500 - height}" width="78" height="${height}" rx="10" fill="#fff" fill-opacity="${0.18 + (n % 3) * 0.12}" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>`;
    });
    return `${spines.join('')}<rect x="520" y="500" width="560" height="14" rx="7" fill="#fff" fill-opacity="0.6"/>`;
  },
  coins: (seed) => {
    const cx = 800 + ((seed % 3) - 1) * 60;
    return `<circle cx="${cx}" cy="310" r="210" fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.55" stroke-width="6"/>
  <circle cx="${cx}" cy="310" r="160" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="12 14"/>
  <polyline points="${cx - 110},360 ${cx - 50},300 ${cx},330 ${cx + 60},250 ${cx + 110},270" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  metaverses: (seed) => {
    const cubes = [
      [800, 200],
      [700, 260],
      [900, 260],
      [800, 320],
    ].map(([x, y], n) => {
      const lift = ((seed + n) % 3) * 18;
      const top = y! - lift;
      return `<polygon points="${x},${top - 60} ${x! + 100},${top} ${x},${top + 60} ${x! - 100},${top}" fill="#fff" fill-opacity="0.55"/>
  <polygon points="${x! - 100},${top} ${x},${top + 60} ${x},${top + 170} ${x! - 100},${top + 110}" fill="#fff" fill-opacity="0.25"/>
  <polygon points="${x! + 100},${top} ${x},${top + 60} ${x},${top + 170} ${x! + 100},${top + 110}" fill="#fff" fill-opacity="0.38"/>`;
    });
    return cubes.join('');
  },
  podcasts: (seed) => {
    const bars = Array.from({ length: 15 }, (_, n) => {
      const height = 40 + ((n * 67 + seed * 31) % 190);
      return `<rect x="${470 + n * 46}" y="${310 - height / 2}" width="24" height="${height}" rx="12" fill="#fff" fill-opacity="${n === 7 ? 0.95 : 0.5}"/>`;
    });
    return `<circle cx="800" cy="310" r="230" fill="#fff" fill-opacity="0.08"/>${bars.join('')}`;
  },
  videos: (seed) => {
    const x = 560 + (seed % 3) * 20;
    return `<rect x="${x}" y="120" width="480" height="300" rx="32" fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>
  <polygon points="${x + 205},205 ${x + 205},335 ${x + 310},270" fill="#fff" fill-opacity="0.92"/>
  <rect x="${x}" y="460" width="480" height="10" rx="5" fill="#fff" fill-opacity="0.3"/>
  <rect x="${x}" y="460" width="${120 + (seed * 47) % 300}" height="10" rx="5" fill="#fff" fill-opacity="0.9"/>`;
  },
  posts: (seed) => {
    const x = 600 + (seed % 2) * 40;
    return `<path d="M${x} 140 h400 a30 30 0 0 1 30 30 v220 a30 30 0 0 1 -30 30 h-260 l-80 70 v-70 h-60 a30 30 0 0 1 -30 -30 v-220 a30 30 0 0 1 30 -30 z" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>
  <circle cx="${x + 130}" cy="280" r="18" fill="#fff" fill-opacity="0.85"/><circle cx="${x + 200}" cy="280" r="18" fill="#fff" fill-opacity="0.85"/><circle cx="${x + 270}" cy="280" r="18" fill="#fff" fill-opacity="0.85"/>`;
  },
};

/** One language's title as SVG text lines: Persian right-aligned and right to left, English left-aligned. */
function titleLines(title: string, locale: 'fa' | 'en', top: number, size: number, maxLines: number): { svg: string; height: number } {
  const perLine = Math.floor((WIDTH - 160) / (size * (locale === 'fa' ? 0.6 : 0.56)));
  const lines = wrapTitle(title, perLine, maxLines);
  const lineHeight = Math.round(size * 1.3);
  const attributes =
    locale === 'fa'
      ? `x="${WIDTH - 80}" direction="rtl" text-anchor="start" font-family="${PERSIAN_FONT}"`
      : `x="80" direction="ltr" text-anchor="start" font-family="${LATIN_FONT}"`;
  const svg = lines
    .map((line, n) => `<text ${attributes} y="${top + size + n * lineHeight}" font-size="${size}" font-weight="700" fill="#fff" xml:lang="${locale}">${escapeXml(line)}</text>`)
    .join('\n  ');
  return { svg, height: lines.length * lineHeight };
}

/** The titles inside the band: Persian above English when the item has both, larger when it has one. */
function titleBlock({ fa, en }: CoverTitles): string {
  const both = Boolean(fa && en);
  const size = both ? 54 : 66;
  const maxLines = both ? 2 : 3;
  let top = BAND_TOP + 28;
  const parts: string[] = [];
  for (const [locale, title] of [
    ['fa', fa],
    ['en', en],
  ] as const) {
    if (!title) continue;
    const block = titleLines(title, locale, top, size, maxLines);
    parts.push(block.svg);
    top += block.height + 18;
  }
  return parts.join('\n  ');
}

/**
 * A 1600×900 cover drawn locally, like a publication's own artwork: the type's gradient, a picture
 * of the type (a page, a shelf, a coin, blocks of land, a waveform, a player, a speech bubble), the
 * site's name in both scripts, and the item's titles, Persian right to left and English left to
 * right. One cover serves both translations, so it carries each title the item has.
 */
export async function coverPng(type: string, index: number, titles: CoverTitles): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(coverSvg(type, index, titles))).png({ compressionLevel: 6 }).toBuffer());
}

/** The cover's drawing, before it is rasterised. */
export function coverSvg(type: string, index: number, titles: CoverTitles): string {
  const options = palettes[type] ?? palettes.articles!;
  const [from, to] = options[index % options.length]!;
  const motif = (motifs[type] ?? motifs.articles!)(index);
  const glowX = 200 + ((index * 397) % 1200);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.15"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="${glowX}" cy="260" r="480" fill="url(#glow)"/>
  ${motif}
  <text x="80" y="84" font-family="${LATIN_FONT}" font-size="30" font-weight="700" fill="#fff" fill-opacity="0.8" letter-spacing="4">DARVAZEH</text>
  <text x="${WIDTH - 80}" y="84" direction="rtl" text-anchor="start" font-family="${PERSIAN_FONT}" font-size="34" font-weight="700" fill="#fff" fill-opacity="0.8">دروازه</text>
  <rect y="${BAND_TOP}" width="${WIDTH}" height="${HEIGHT - BAND_TOP}" fill="url(#band)"/>
  ${titleBlock(titles)}
</svg>`;
}
