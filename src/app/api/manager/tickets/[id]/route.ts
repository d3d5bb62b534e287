// GET /api/manager/tickets/{id} — a ticket with its thread; PATCH — change its status or assignee
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { getTicketDetail, updateTicketAsStaff } from '@/server/services/tickets';
import { managerTicketUpdateSchema } from '@/shared/schemas/tickets';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  await requireManagerPermission(request, 'tickets.view');
  const { id } = parseParams(params, idParams);
  return ok(await getTicketDetail(id, { ownerId: null, side: 'manager' }));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'tickets.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, managerTicketUpdateSchema);
  const ticket = await updateTicketAsStaff({ ctx: serviceContext(request, locale), user }, id, input);
  return ok(ticket, { message: translate(locale, 'tickets.updated') });
});
