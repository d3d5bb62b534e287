import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { Database, Transaction } from '@/server/db/client';
import { media } from '@/server/db/schema';
import type { Storage } from '@/server/storage';
import { mediaUrl } from './urls';

/** Where placeholders live in storage: a body's image under this folder stands for a missing file. */
export const MISSING_FOLDER = 'missing';
const MISSING_PREFIX = `${mediaUrl(MISSING_FOLDER)}/`;

/** True for the address of a placeholder (an image a WordPress import could not bring). */
export const isMissingMediaUrl = (src: string | undefined): boolean => Boolean(src?.startsWith(MISSING_PREFIX));

/** The size a placeholder takes when the address gives none: WordPress's own "large" proportions. */
const FALLBACK = { width: 1200, height: 800 };
const MAX_SIDE = 2400;

/** `photo-300x200.jpg` → 300×200: WordPress names a resized copy by its size. */
export function sizeFromName(name: string): { width: number; height: number } {
  const match = /-(\d{1,5})x(\d{1,5})\.[a-z0-9]+$/i.exec(name);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!width || !height) return FALLBACK;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A flat picture of a file's size with a picture sign in the middle: what stands in its place.
 * It carries no text (the page writes the description beside it, in the reader's font and
 * language), and the grey reads as "nothing here" on a light page and a dark one alike.
 */
async function placeholderPicture({ width, height }: { width: number; height: number }): Promise<Uint8Array> {
  const side = Math.max(8, Math.round(Math.min(width, height) * 0.28));
  const x = Math.round((width - side) / 2);
  const y = Math.round((height - side) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#d6dae0"/>
<g transform="translate(${x} ${y}) scale(${side / 24})" fill="none" stroke="#5b6472" stroke-width="1.5" stroke-linejoin="round">
<rect x="2" y="4" width="20" height="16" rx="2"/><circle cx="8.5" cy="9.5" r="1.8"/><path d="M3 18l6-6 4 4 3-3 5 5"/><path d="M3 3l18 18"/>
</g></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ palette: true }).toBuffer());
}

/** Records a file that could not be brought from `from`, with a placeholder picture in its place. */
export async function storeMissingPlaceholder(
  { from, originalName }: { from: string; originalName: string },
  { db, storage }: { db: Database | Transaction; storage: Storage },
): Promise<{ id: string; url: string }> {
  const size = sizeFromName(originalName);
  const data = await placeholderPicture(size);
  // The old name stays in the address: it is what the page calls a picture that had no description.
  const stem = path.posix.basename(originalName, path.posix.extname(originalName)).replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 80) || 'image';
  const key = `${MISSING_FOLDER}/${randomUUID()}/${stem}.png`;
  await storage.put(key, data);
  const [row] = await db
    .insert(media)
    .values({ kind: 'image', path: key, mime: 'image/png', size: data.byteLength, ...size, originalName, missingFrom: from })
    .returning({ id: media.id, path: media.path });
  return { id: row!.id, url: mediaUrl(row!.path) };
}
