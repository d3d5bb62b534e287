// GET /api/manager/newsletter/issues — issues with their progress; POST — a draft issue
import { contracts } from '@/shared/api/contracts';
import { ok, paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createIssue, listIssues } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listNewsletterIssues, async ({ query }) => {
  const { data, meta } = await listIssues(query);
  return paginated(data, meta);
});

export const POST = route(contracts.createNewsletterIssue, async ({ body, by }) =>
  ok(await createIssue({ input: body, by }), { status: 201 }),
);
