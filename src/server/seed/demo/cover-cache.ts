import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderImage, RENDITION_WEBP, VARIANT_WIDTHS, type RenderedImage } from '@/server/services/media';
import type { ContentType } from '@/shared/content-types';
import { COVER_WEBP, coverSvg, coverWebp } from './covers';

/** A cover drawn, with its renditions. */
export type Cover = { data: Uint8Array; rendered: RenderedImage };

type StoredCover = { data: string; width: number | null; height: number | null; renditions: { data: string; width: number; height: number }[] };

/** Beside the compiled server (scripts/launch.mts): a build's leftovers, never the site's data. */
const cacheDir = path.join(process.cwd(), 'node_modules/.cache/darvazeh-covers');

/** Names a cover by everything its bytes come from: the drawing, both encodings, the widths and sharp's own libraries. */
function fileOf(type: ContentType, variant: number): string {
  const key = createHash('sha256')
    .update(JSON.stringify([coverSvg(type, variant), COVER_WEBP, RENDITION_WEBP, VARIANT_WIDTHS, sharp.versions]))
    .digest('hex');
  return path.join(cacheDir, `${key.slice(0, 32)}.json`);
}

function read(file: string): Cover | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredCover;
    const renditions = stored.renditions.map((rendition) => ({ ...rendition, data: Buffer.from(rendition.data, 'base64') }));
    return { data: new Uint8Array(Buffer.from(stored.data, 'base64')), rendered: { width: stored.width, height: stored.height, renditions } };
  } catch {
    return null;
  }
}

/** Written whole under another name, then renamed: a start reading it beside this one sees all of it or nothing. */
function write(file: string, { data, rendered }: Cover): void {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    mkdirSync(cacheDir, { recursive: true });
    const stored: StoredCover = {
      data: Buffer.from(data).toString('base64'),
      width: rendered.width,
      height: rendered.height,
      renditions: rendered.renditions.map((rendition) => ({ ...rendition, data: rendition.data.toString('base64') })),
    };
    writeFileSync(partial, JSON.stringify(stored));
    renameSync(partial, file);
  } catch {
    // A read-only checkout: the next start draws the cover again.
    rmSync(partial, { force: true });
  }
}

/**
 * A demo cover and its renditions. The same drawing always gives the same bytes, yet every start with
 * demo data (a fresh install, and each server and database the test suites seed) spent about 20
 * core-seconds of sharp drawing the same 42 pictures again; they are kept on disk after the first.
 */
export async function demoCover(type: ContentType, variant: number): Promise<Cover> {
  const file = fileOf(type, variant);
  const cached = read(file);
  if (cached) return cached;
  const data = await coverWebp(type, variant);
  const cover = { data, rendered: await renderImage(data) };
  write(file, cover);
  return cover;
}
