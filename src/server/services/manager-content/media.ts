import { open, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { getDb } from '@/server/db/client';
import { ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import { storeUpload } from '@/server/services/media';
import type { UploadedMedia } from '@/shared/schemas/manager-content';
import { sniffMime } from './sniff-mime';
import type { WriteContext } from '@/server/services/context';

type Kind = UploadedMedia['kind'];

/** Largest upload per kind: covers and images, episode audio, video files, book PDFs. */
export const MEDIA_LIMITS: Record<Kind, number> = {
  image: 10 * 1024 * 1024,
  audio: 150 * 1024 * 1024,
  video: 200 * 1024 * 1024,
  file: 50 * 1024 * 1024,
};

const imageFormats: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', heif: 'image/avif' };

/** Decodes an image to learn its real type; null when it is not an image sharp can read. */
async function imageMime(file: string): Promise<string | null> {
  try {
    const { format } = await sharp(file).metadata();
    return (format && imageFormats[format]) ?? null;
  } catch {
    return null;
  }
}

function kindOf(mime: string): Kind {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  return 'file';
}

/** The first bytes of a file, where the magic numbers `sniffMime` reads are. */
async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file);
  try {
    const head = new Uint8Array(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * `POST /api/manager/media`: stores a cover, image, book PDF, episode audio or video file, sent
 * as a file on this machine's disk (the upload as it arrived). A file claiming to be an image must
 * decode as one; others must carry the magic bytes of an accepted type; each kind has its own size
 * limit, checked before the file is read. Logged as `media.upload`.
 */
export async function uploadManagerMedia({
  input: { file, size, declaredMime, alt },
  by,
}: {
  input: { file: string; size: number; declaredMime: string; alt?: string | null };
  by: WriteContext;
}): Promise<UploadedMedia> {
  if (size === 0) throw ValidationError.field('file', 'content.validation.fileSize');
  const mime = declaredMime.startsWith('image/') ? await imageMime(file) : sniffMime(await headOf(file));
  if (!mime) throw ValidationError.field('file', 'content.validation.fileType');
  const kind = kindOf(mime);
  if (size > MEDIA_LIMITS[kind]) throw ValidationError.field('file', 'content.validation.fileSize');
  const data = await readFile(file);
  const stored = await storeUpload({ data, mime, alt: alt ?? null, uploadedBy: by.actor.id });
  await recordWrite(getDb(), by, 'media.upload', stored.id, { kind, mime, size: data.byteLength });
  return { id: stored.id, url: stored.url, mime, kind, size: data.byteLength, width: stored.width, height: stored.height };
}

