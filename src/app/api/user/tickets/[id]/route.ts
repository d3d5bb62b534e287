// GET /api/user/tickets/{id} — one of the user's tickets with its thread; PATCH — close it
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { closeTicket, getTicketDetail } from '@/server/services/tickets';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getUserTicket, async ({ params, user }) =>
  ok(await getTicketDetail(params.id, { ownerId: user.id, side: 'user' }), { headers: { 'Cache-Control': 'private, no-store' } }),
);

// The body only says `{ status: 'closed' }`, the one change an owner may make.
export const PATCH = route(contracts.closeTicket, async ({ params, by, locale }) => {
  const ticket = await closeTicket({ id: params.id, by });
  return ok(ticket, { message: translate(locale, 'tickets.closed') });
});
