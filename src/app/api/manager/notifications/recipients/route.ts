// GET /api/manager/notifications/recipients?search= — users a composer can address (needs only notifications.create)
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listUsers } from '@/server/services/acl';
import type { NotificationRecipient } from '@/shared/schemas/notifications';

export const dynamic = 'force-dynamic';

/** At most this many matches: the picker shows a short list to choose from. */
const LIMIT = 8;

export const GET = route(contracts.listNotificationRecipients, async ({ query }) => {
  const { data } = await listUsers({ page: 1, per_page: LIMIT, search: query.search });
  // Only what the picker shows: a composer need not see roles, flags or activity of accounts.
  return ok(
    data.map(({ id, username, firstname, lastname, email }): NotificationRecipient => ({
      id,
      username,
      firstname,
      lastname,
      email,
    })),
  );
});
