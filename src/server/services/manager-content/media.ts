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
async function imageMime(bytes: Uint8Array): Promise<string | null> {
  try {
    const { format } = await sharp(bytes).metadata();
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

/**
 * `POST /api/manager/media`: stores a cover, image, book PDF, episode audio or video file.
 * A file claiming to be an image must decode as one; others must carry the magic bytes of an
 * accepted type; each kind has its own size limit. Logged as `media.upload`.
 */
export async function uploadManagerMedia({
  input: { data, declaredMime, alt },
  by,
}: {
  input: { data: Uint8Array; declaredMime: string; alt?: string | null };
  by: WriteContext;
}): Promise<UploadedMedia> {
  if (data.byteLength === 0) throw ValidationError.field('file', 'content.validation.fileSize');
  const mime = declaredMime.startsWith('image/') ? await imageMime(data) : sniffMime(data);
  if (!mime) throw ValidationError.field('file', 'content.validation.fileType');
  const kind = kindOf(mime);
  if (data.byteLength > MEDIA_LIMITS[kind]) throw ValidationError.field('file', 'content.validation.fileSize');
  const stored = await storeUpload({ data, mime, alt: alt ?? null, uploadedBy: by.actor.id });
  await recordWrite(getDb(), by, 'media.upload', stored.id, { kind, mime, size: data.byteLength });
  return { id: stored.id, url: stored.url, mime, kind, size: data.byteLength, width: stored.width, height: stored.height };
}

