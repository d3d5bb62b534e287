// GET /api/manager/newsletter/issues/{id} — an issue and its progress; PATCH — change a draft
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getIssue, updateIssue } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getNewsletterIssue, async ({ params }) => ok(await getIssue({ id: params.id })));

export const PATCH = route(contracts.updateNewsletterIssue, async ({ params, body, by }) =>
  ok(await updateIssue({ id: params.id, input: body, by })),
);
