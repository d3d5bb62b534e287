// GET /api/user/comments/{type}/{slug} — the signed-in user's own comments on an item still awaiting moderation, in the request's language
import { z } from 'zod';
import { requireUser } from '@/server/auth/session';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { listOwnPendingComments, visibleContentId } from '@/server/services/content';
import { contentTypeSchema } from '@/shared/content-types';
import { pathSlug } from '@/shared/schemas/content';

export const dynamic = 'force-dynamic';

const params = z.object({ type: contentTypeSchema, slug: pathSlug });

export const GET = handle<{ type: string; slug: string }>(async ({ request, params: raw, locale }) => {
  const { type, slug } = parseParams(raw, params);
  const { user } = await requireUser(request);
  const contentId = await visibleContentId(type, slug, locale);
  // Per-user data on a public page: loaded by the client, never cached by a shared cache.
  return ok(await listOwnPendingComments(user.id, contentId, locale), { headers: { 'Cache-Control': 'private, no-store' } });
});
