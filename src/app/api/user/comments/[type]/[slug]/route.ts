// GET /api/user/comments/{type}/{slug} — the signed-in user's own comments on an item still awaiting moderation, in the request's language
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listOwnPendingComments, visibleContentId } from '@/server/services/content';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listOwnPendingComments, async ({ params, user, locale }) => {
  const contentId = await visibleContentId(params.type, params.slug, locale);
  // Per-user data on a public page: loaded by the client, never cached by a shared cache.
  return ok(await listOwnPendingComments(user.id, contentId, locale), { headers: { 'Cache-Control': 'private, no-store' } });
});
