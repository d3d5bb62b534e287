// GET /api/manager/media — the media library (import.run); POST — upload a cover, image, book PDF, episode audio or video file (multipart `file`)
import { contracts } from '@/shared/api/contracts';
import { ValidationError } from '@/server/errors';
import { receiveMultipart } from '@/server/http/multipart';
import { ok, paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { uploadManagerMedia } from '@/server/services/manager-content';
import { listMediaLibrary } from '@/server/services/media';
import { MEDIA_MAX_BYTES } from '@/shared/request-body-limits';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listMedia, async ({ query }) => {
  const { data, meta } = await listMediaLibrary(query);
  return paginated(data, meta);
});

// The file is required here (no JSON alternative) and `alt` is cut, never refused, so the form is
// read by hand: streamed to a temporary file, refused at the first byte past the largest upload.
export const POST = route(contracts.uploadMedia, async ({ request, by }) => {
  const upload = await receiveMultipart(request, { fileField: 'file', maxFileBytes: MEDIA_MAX_BYTES });
  try {
    const { file, fields } = upload;
    if (!file || file.size === 0) throw ValidationError.field('file', 'validation.required');
    const media = await uploadManagerMedia({
      input: { file: file.path, size: file.size, declaredMime: file.type, alt: fields.get('alt')?.slice(0, 300) ?? null },
      by,
    });
    return ok(media, { status: 201 });
  } finally {
    await upload.dispose();
  }
});
