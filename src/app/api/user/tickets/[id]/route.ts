// GET /api/user/tickets/{id} — one of the user's tickets with its thread; PATCH — close it
import { requireUser } from '@/server/auth/session';
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { serviceContext } from '@/server/services/context';
import { closeTicket, getTicketDetail } from '@/server/services/tickets';
import { userTicketUpdateSchema } from '@/shared/schemas/tickets';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  const { user } = await requireUser(request);
  const { id } = parseParams(params, idParams);
  return ok(await getTicketDetail(id, { ownerId: user.id, side: 'user' }), { headers: { 'Cache-Control': 'private, no-store' } });
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireUser(request);
  const { id } = parseParams(params, idParams);
  await parseBody(request, userTicketUpdateSchema);
  const ticket = await closeTicket({ ctx: serviceContext(request, locale), user }, id);
  return ok(ticket, { message: translate(locale, 'tickets.closed') });
});
