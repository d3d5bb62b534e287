// POST /api/manager/media — upload a cover, image, book PDF, episode audio or video file (multipart `file`)
import { contracts } from '@/shared/api/contracts';
import { ValidationError } from '@/server/errors';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { uploadManagerMedia } from '@/server/services/manager-content';

export const dynamic = 'force-dynamic';

// The file is required here (no JSON alternative) and `alt` is cut, never refused, so the form is read by hand.
export const POST = route(contracts.uploadMedia, async ({ request, by }) => {
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File) || file.size === 0) throw ValidationError.field('file', 'validation.required');
  const alt = form?.get('alt');
  const media = await uploadManagerMedia({
    input: {
      data: new Uint8Array(await file.arrayBuffer()),
      declaredMime: file.type,
      alt: typeof alt === 'string' ? alt.slice(0, 300) : null,
    },
    by,
  });
  return ok(media, { status: 201 });
});
