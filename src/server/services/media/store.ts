import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { getDb, type Database } from '@/server/db/client';
import { media, type MediaVariant } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { getStorage, type Storage } from '@/server/storage';
import { toMediaJson, type MediaJson } from '@/server/services/content/items';
import { measureDuration } from './duration';
import { acceptedMime } from './mime';
import { MEDIA_MAX_BYTES } from '@/shared/request-body-limits';

/**
 * Widths of the responsive WebP renditions (`srcset`); never wider than the original. 800 is what
 * a phone needs for a full-width cover (412 CSS px at 1.75 device pixels per px): without it the
 * phone took the 1280 one, two and a half times the pixels.
 */
export const VARIANT_WIDTHS = [320, 640, 800, 1280] as const;
/** How each rendition is encoded. */
export const RENDITION_WEBP = { quality: 78, effort: 3 } as const;
export { MEDIA_MAX_BYTES as MAX_UPLOAD_BYTES };

/** An image checked by decoding it and rendered at the VARIANT_WIDTHS, ready to be stored. */
export type RenderedImage = { width: number | null; height: number | null; renditions: { data: Buffer; width: number; height: number }[] };

/**
 * `rendered`: the image's renditions made beforehand by `renderImage` from these same bytes, for a
 * caller that stores one picture many times (the demo's covers).
 */
type Upload = { data: Uint8Array; mime: string; alt?: string | null; uploadedBy?: string | null; originalName?: string | null; rendered?: RenderedImage };

/**
 * Decodes an image (the declared type is not trusted) and renders its WebP variants, stripped of
 * metadata, at the VARIANT_WIDTHS narrower than the original.
 */
export async function renderImage(data: Uint8Array): Promise<RenderedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw ValidationError.field('file', 'content.validation.fileType');
  }
  const width = metadata.width ?? null;
  const height = metadata.height ?? null;
  const widths = VARIANT_WIDTHS.filter((w) => !width || w < width);
  // A small original still gets one WebP rendition at its own width.
  if (widths.length === 0 && width) widths.push(width as (typeof VARIANT_WIDTHS)[number]);
  // The renditions are encoded side by side (sharp works off the event loop, one thread each).
  const rendered = await Promise.all(
    widths.map((targetWidth) =>
      sharp(data).rotate().resize({ width: targetWidth, withoutEnlargement: true }).webp(RENDITION_WEBP).toBuffer({ resolveWithObject: true }),
    ),
  );
  return { width, height, renditions: rendered.map(({ data: bytes, info }) => ({ data: bytes, width: info.width, height: info.height })) };
}

/** Stores an upload and records it: an image with its renditions (`renderImage`), audio and video with their measured length. */
export async function storeUpload(
  { data, mime, alt = null, uploadedBy = null, originalName = null, rendered }: Upload,
  { db = getDb(), storage = getStorage() }: { db?: Database; storage?: Storage } = {},
): Promise<MediaJson> {
  const accepted = acceptedMime[mime];
  if (!accepted) throw ValidationError.field('file', 'content.validation.fileType');
  if (data.byteLength === 0 || data.byteLength > MEDIA_MAX_BYTES) throw ValidationError.field('file', 'content.validation.fileSize');

  const now = new Date();
  const folder = `${accepted.kind}s/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = randomUUID();
  let width: number | null = null;
  let height: number | null = null;
  const variants: MediaVariant[] = [];

  if (accepted.kind === 'image') {
    const image = rendered ?? (await renderImage(data));
    ({ width, height } = image);
    for (const rendition of image.renditions) {
      const key = `${folder}/${name}-${rendition.width}.webp`;
      await storage.put(key, rendition.data);
      variants.push({ width: rendition.width, height: rendition.height, path: key, size: rendition.data.byteLength });
    }
  }

  const durationSeconds = accepted.kind === 'audio' || accepted.kind === 'video' ? await measureDuration(data, mime) : null;
  const key = `${folder}/${name}.${accepted.ext}`;
  await storage.put(key, data);
  const [row] = await db
    .insert(media)
    .values({ kind: accepted.kind, path: key, mime, size: data.byteLength, width, height, variants, alt, uploadedBy, originalName, durationSeconds })
    .returning();
  return toMediaJson(row!)!;
}
