// POST /api/manager/comments/{id}/reply — a staff reply, published at once and marked as staff
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { replyAsStaff } from '@/server/services/moderation';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.replyToComment, async ({ params, body, by, locale }) => {
  const reply = await replyAsStaff({ id: params.id, input: body, by });
  return ok(reply, { status: 201, message: translate(locale, 'managerComments.replied') });
});
