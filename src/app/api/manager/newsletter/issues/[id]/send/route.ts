// POST /api/manager/newsletter/issues/{id}/send — send an issue now, or schedule it
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { sendIssue } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.sendNewsletterIssue, async ({ params, body, by }) =>
  ok(await sendIssue({ id: params.id, input: body, by }), { status: 202 }),
);
