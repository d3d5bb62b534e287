// POST /api/manager/media — upload a cover, image, book PDF, episode audio or video file (multipart `file`)
import { ValidationError } from '@/server/http/errors';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { serviceContext } from '@/server/services/context';
import { requireMediaUploader, uploadManagerMedia } from '@/server/services/manager-content';

export const dynamic = 'force-dynamic';

export const POST = handle(async ({ request, locale }) => {
  const { user } = await requireMediaUploader(request);
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File) || file.size === 0) throw ValidationError.field('file', 'validation.required');
  const alt = form?.get('alt');
  const media = await uploadManagerMedia(
    { ctx: serviceContext(request, locale), actor: user },
    { data: new Uint8Array(await file.arrayBuffer()), declaredMime: file.type, alt: typeof alt === 'string' ? alt.slice(0, 300) : null },
  );
  return ok(media, { status: 201 });
});
