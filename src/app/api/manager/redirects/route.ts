// GET /api/manager/redirects — the redirect table; POST — add a redirect (redirects.create)
import { contracts } from '@/shared/api/contracts';
import { ok, paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createRedirect, listRedirects } from '@/server/services/redirects';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listRedirects, async ({ query }) => {
  const { data, meta } = await listRedirects(query);
  return paginated(data, meta);
});

export const POST = route(contracts.createRedirect, async ({ body, by }) => ok(await createRedirect({ input: body, by }), { status: 201 }));
