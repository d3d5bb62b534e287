// GET /api/{type}/{slug}/comments — approved comments of an item in the request's language, with their replies
// POST /api/{type}/{slug}/comments — a signed-in user's comment or reply in the request's language, held for moderation
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createComment, listApprovedComments, visibleContentId } from '@/server/services/content';

export const GET = route(contracts.listComments, async ({ params, locale }) => {
  const contentId = await visibleContentId(params.type, params.slug, locale);
  return ok(await listApprovedComments(contentId, locale), { headers: PUBLIC_CACHE });
});

export const POST = route(contracts.createComment, async ({ params, body, by, locale }) => {
  const contentId = await visibleContentId(params.type, params.slug, locale);
  const comment = await createComment({ contentId, input: body, by, locale });
  return ok(comment, { status: 201, message: translate(locale, 'content.comments.sent') });
});
