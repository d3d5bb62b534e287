// GET|POST /api/manager/faqs — every FAQ with both languages, by topic; create one
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createManagedFaq, listManagedFaqs } from '@/server/services/manager-content';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listManagedFaqs, async ({ query }) => ok(await listManagedFaqs(query.topic)));

export const POST = route(contracts.createFaq, async ({ body, by }) =>
  ok(await createManagedFaq({ input: body, by }), { status: 201 }),
);
