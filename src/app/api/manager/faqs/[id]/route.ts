// GET|PATCH|DELETE /api/manager/faqs/{id} — one FAQ with both languages; edit or delete it
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deleteManagedFaq, getManagedFaq, updateManagedFaq } from '@/server/services/manager-content';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getFaq, async ({ params }) => ok(await getManagedFaq(params.id)));

export const PATCH = route(contracts.updateFaq, async ({ params, body, by }) =>
  ok(await updateManagedFaq({ id: params.id, input: body, by })),
);

export const DELETE = route(contracts.deleteFaq, async ({ params, by }) => {
  await deleteManagedFaq({ id: params.id, by });
  return noContent();
});
