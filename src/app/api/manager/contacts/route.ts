// GET /api/manager/contacts — contact messages, unhandled first: filter handled, search, paginated
import { contracts } from '@/shared/api/contracts';
import { paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listContactMessages } from '@/server/services/moderation';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listContactMessages, async ({ query }) => {
  const { data, meta } = await listContactMessages(query);
  return paginated(data, meta);
});
