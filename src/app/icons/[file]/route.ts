// GET /icons/{file}.png — the installed app's icons (ADR 0030), drawn from src/app/icon.svg at build time
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { appIcons } from '@/shared/app-icons';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return appIcons.map((icon) => ({ file: icon.file }));
}

/** The mark's own violet: a maskable icon's safe zone is its inner 80 %, the rest is background. */
const BRAND = '#7c5cff';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = appIcons.find((candidate) => candidate.file === file);
  if (!icon) return new Response(null, { status: 404 });
  const svg = await readFile(path.join(process.cwd(), 'src/app/icon.svg'));
  const inner = icon.purpose === 'maskable' ? Math.round(icon.size * 0.8) : icon.size;
  const mark = await sharp(svg, { density: 72 * (inner / 32) }).resize(inner, inner).png().toBuffer();
  const png = await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: icon.purpose === 'maskable' ? BRAND : { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=604800' } });
}
