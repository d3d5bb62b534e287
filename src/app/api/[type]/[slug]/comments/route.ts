// GET /api/{type}/{slug}/comments — approved comments of an item in the request's language, with their replies
// POST /api/{type}/{slug}/comments — a signed-in user's comment or reply in the request's language, held for moderation
import { z } from 'zod';
import { translate } from '@/i18n/messages';
import { requireUser } from '@/server/auth/session';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { consumeLimit } from '@/server/rate-limit';
import { createComment, listApprovedComments, visibleContentId } from '@/server/services/content';
import { contentTypeSchema } from '@/shared/content-types';
import { createCommentSchema, pathSlug } from '@/shared/schemas/content';

const params = z.object({ type: contentTypeSchema, slug: pathSlug });

export const GET = handle<{ type: string; slug: string }>(async ({ params: raw, locale }) => {
  const { type, slug } = parseParams(raw, params);
  const contentId = await visibleContentId(type, slug, locale);
  return ok(await listApprovedComments(contentId, locale), { headers: PUBLIC_CACHE });
});

export const POST = handle<{ type: string; slug: string }>(async ({ request, params: raw, locale }) => {
  const { type, slug } = parseParams(raw, params);
  const { user } = await requireUser(request);
  await consumeLimit('comment', user.id);
  const input = await parseBody(request, createCommentSchema);
  const contentId = await visibleContentId(type, slug, locale);
  const comment = await createComment({ userId: user.id, contentId, input, locale });
  return ok(comment, { status: 201, message: translate(locale, 'content.comments.sent') });
});
