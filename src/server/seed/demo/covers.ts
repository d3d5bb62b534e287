import sharp from 'sharp';
import type { ContentType } from '@/shared/content-types';

const WIDTH = 1600;
const HEIGHT = 900;

/**
 * How many different covers each type has. One item's cover serves both of its translations, so a
 * cover carries no words at all; the variants keep a list from reading as one image repeated.
 */
export const COVER_VARIANTS = 6;
/** How a cover's original is encoded. */
export const COVER_WEBP = { quality: 82, effort: 4 } as const;

/** Gradient pairs per content type, so a list reads as one family at a glance. */
const palettes: Record<ContentType, [string, string][]> = {
  articles: [['#0f172a', '#2563eb'], ['#1e1b4b', '#7c3aed'], ['#083344', '#0891b2']],
  books: [['#3f1d0b', '#c2410c'], ['#422006', '#ca8a04'], ['#2d1b0e', '#9a3412']],
  coins: [['#052e16', '#16a34a'], ['#1a2e05', '#65a30d'], ['#022c22', '#0d9488']],
  metaverses: [['#2e1065', '#c026d3'], ['#1e1b4b', '#db2777'], ['#0c0a3e', '#6d28d9']],
  podcasts: [['#450a0a', '#e11d48'], ['#3b0764', '#9333ea'], ['#4c0519', '#be123c']],
  videos: [['#172554', '#0ea5e9'], ['#0c4a6e', '#22d3ee'], ['#1e3a8a', '#38bdf8']],
  posts: [['#27272a', '#52525b'], ['#1c1917', '#78716c'], ['#18181b', '#3f3f46']],
};

/** The picture of each type, drawn in white around (800, 310); `seed` varies it per variant. */
const motifs: Record<ContentType, (seed: number) => string> = {
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
    const rise = (seed * 37) % 60;
    return `<circle cx="${cx}" cy="310" r="210" fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.55" stroke-width="6"/>
  <circle cx="${cx}" cy="310" r="160" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="12 14"/>
  <polyline points="${cx - 110},360 ${cx - 50},${300 + rise / 2} ${cx},330 ${cx + 60},${250 - rise / 2} ${cx + 110},${270 - rise}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
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
    const dots = 1 + (seed % 3);
    const dotSvg = Array.from({ length: dots }, (_, n) => `<circle cx="${x + 200 + (n - (dots - 1) / 2) * 70}" cy="280" r="18" fill="#fff" fill-opacity="0.85"/>`);
    return `<path d="M${x} 140 h400 a30 30 0 0 1 30 30 v220 a30 30 0 0 1 -30 30 h-260 l-80 70 v-70 h-60 a30 30 0 0 1 -30 -30 v-220 a30 30 0 0 1 30 -30 z" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>${dotSvg.join('')}`;
  },
};

/** A faint texture behind the picture, one per palette, so neighbouring covers differ at a glance. */
const textures: string[] = [
  `<pattern id="t" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="14" height="56" fill="#fff" fill-opacity="0.05"/></pattern>`,
  `<pattern id="t" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="24" cy="24" r="4" fill="#fff" fill-opacity="0.1"/></pattern>`,
  `<pattern id="t" width="120" height="120" patternUnits="userSpaceOnUse"><circle cx="60" cy="60" r="46" fill="none" stroke="#fff" stroke-opacity="0.07" stroke-width="3"/></pattern>`,
];

/**
 * Where the picture sits: centred and large, or smaller towards one side with rings on the other.
 * The picture is drawn around (800, 310); these move it into the 1600×900 frame.
 */
const compositions: { transform: string; extra: (glowX: number) => string }[] = [
  { transform: 'translate(-160 78) scale(1.2)', extra: () => '' },
  {
    transform: 'translate(-270 140)',
    extra: (glowX) =>
      `<circle cx="${1180 + (glowX % 80)}" cy="450" r="250" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="4"/><circle cx="${1180 + (glowX % 80)}" cy="450" r="170" fill="#fff" fill-opacity="0.08"/>`,
  },
];

/** The drawing of a cover (`index` taken modulo COVER_VARIANTS): the type's gradient, texture and picture, and no text in any language. */
export function coverSvg(type: ContentType, index: number): string {
  const variant = index % COVER_VARIANTS;
  const options = palettes[type];
  const paletteIndex = variant % options.length;
  const [from, to] = options[paletteIndex]!;
  const texture = textures[paletteIndex % textures.length]!;
  const composition = compositions[variant % compositions.length]!;
  const motif = motifs[type](variant);
  const glowX = 200 + ((variant * 397) % 1200);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    ${texture}
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#t)"/>
  <circle cx="${glowX}" cy="380" r="520" fill="url(#glow)"/>
  ${composition.extra(glowX)}
  <g transform="${composition.transform}">${motif}</g>
</svg>`;
}

/**
 * A 1600×900 WebP cover drawn locally, like a publication's own artwork: the type's gradient and a
 * picture of the type (a page, a shelf, a coin, blocks of land, a waveform, a player, a speech
 * bubble). It has no words, so it reads the same beside a Persian title and an English one;
 * `variant` picks one of the type's looks.
 */
export async function coverWebp(type: ContentType, variant: number): Promise<Uint8Array> {
  // Gradients make a PNG of this size weigh ~400 kB; a WebP keeps the stored original light.
  return new Uint8Array(await sharp(Buffer.from(coverSvg(type, variant))).webp(COVER_WEBP).toBuffer());
}
