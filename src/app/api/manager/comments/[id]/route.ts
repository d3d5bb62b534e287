// GET /api/manager/comments/{id} — one comment with its item and thread
// PATCH — approve or reject it (comments.moderate); DELETE — delete it with its replies (comments.delete)
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { noContent, ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { deleteManagerComment, getManagerComment, moderateManagerComment } from '@/server/services/community';
import { serviceContext } from '@/server/services/context';
import { commentModerationSchema } from '@/shared/schemas/community';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params, locale }) => {
  await requireManagerPermission(request, 'comments.view');
  const { id } = parseParams(params, idParams);
  return ok(await getManagerComment(id, locale));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'comments.moderate');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, commentModerationSchema);
  const comment = await moderateManagerComment({ ctx: serviceContext(request, locale), actor: user }, id, input);
  return ok(comment, { message: translate(locale, `managerComments.${input.status}Done`) });
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'comments.delete');
  const { id } = parseParams(params, idParams);
  await deleteManagerComment({ ctx: serviceContext(request, locale), actor: user }, id);
  return noContent();
});
