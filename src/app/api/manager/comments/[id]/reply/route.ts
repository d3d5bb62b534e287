// POST /api/manager/comments/{id}/reply — a staff reply, published at once and marked as staff
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { replyAsStaff } from '@/server/services/community';
import { serviceContext } from '@/server/services/context';
import { staffReplySchema } from '@/shared/schemas/community';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const POST = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'comments.moderate');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, staffReplySchema);
  const reply = await replyAsStaff({ ctx: serviceContext(request, locale), actor: user }, id, input);
  return ok(reply, { status: 201, message: translate(locale, 'managerComments.replied') });
});
