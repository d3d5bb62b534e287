// GET /api/manager/comments/{id} — one comment with its item and thread
// PATCH — approve or reject it (comments.moderate); DELETE — delete it with its replies (comments.delete)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deleteManagerComment, getManagerComment, moderateManagerComment } from '@/server/services/moderation';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getManagerComment, async ({ params, locale }) =>
  ok(await getManagerComment(params.id, locale)),
);

export const PATCH = route(contracts.moderateComment, async ({ params, body, by, locale }) => {
  const comment = await moderateManagerComment({ id: params.id, input: body, by });
  return ok(comment, { message: translate(locale, `managerComments.${body.status}Done`) });
});

export const DELETE = route(contracts.deleteComment, async ({ params, by }) => {
  await deleteManagerComment({ id: params.id, by });
  return noContent();
});
