// GET /api/manager/contacts — contact messages, unhandled first: filter handled, search, paginated
import { handle, parseQuery } from '@/server/http/handler';
import { paginated } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { listContactMessages } from '@/server/services/community';
import { contactsQuery } from '@/shared/schemas/community';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'contacts.view');
  const { data, meta } = await listContactMessages(parseQuery(request, contactsQuery));
  return paginated(data, meta);
});
