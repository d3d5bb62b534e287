import sharp from 'sharp';

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

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Up to two Latin initials: «Proof of Stake» → «PS». */
export function initialsOf(text: string): string {
  const words = text
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z0-9]+$/.test(word));
  return (words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('') || 'DZ').slice(0, 2);
}

/**
 * A 1600×900 cover drawn locally: the type's gradient, soft circles placed by the item's index
 * and its initials. Latin initials only, so any machine's fonts can draw them.
 */
export async function coverPng(type: string, index: number, initials: string): Promise<Uint8Array> {
  const options = palettes[type] ?? palettes.articles!;
  const [from, to] = options[index % options.length]!;
  const cx = 300 + ((index * 397) % 1000);
  const cy = 150 + ((index * 211) % 600);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="420" fill="url(#glow)"/>
  <circle cx="${1600 - cx / 2}" cy="${900 - cy / 2}" r="260" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>
  <circle cx="${1600 - cx / 2}" cy="${900 - cy / 2}" r="180" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>
  <text x="800" y="520" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="260" fill="#ffffff" fill-opacity="0.92">${escapeXml(initials)}</text>
</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer());
}

/**
 * A short WAV jingle (three soft notes) synthesized in code, so demo podcast episodes have a
 * playable, seekable file without downloading anything.
 */
export function jingleWav(seconds = 6, sampleRate = 16_000): Uint8Array {
  const samples = seconds * sampleRate;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  const notes = [392, 523.25, 659.25];
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    const note = notes[Math.min(notes.length - 1, Math.floor((t / seconds) * notes.length))]!;
    const envelope = Math.min(1, t * 4) * Math.min(1, (seconds - t) * 2);
    buffer.writeInt16LE(Math.round(Math.sin(2 * Math.PI * note * t) * 6000 * envelope), 44 + i * 2);
  }
  return new Uint8Array(buffer);
}
