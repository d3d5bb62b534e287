// GET|PATCH|DELETE /api/manager/faqs/{id} — one FAQ with both languages; edit or delete it
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { noContent, ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { deleteManagedFaq, getManagedFaq, updateManagedFaq } from '@/server/services/manager-content';
import { faqWriteSchema } from '@/shared/schemas/manager-content';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  await requireManagerPermission(request, 'faqs.view');
  const { id } = parseParams(params, idParams);
  return ok(await getManagedFaq(id));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'faqs.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, faqWriteSchema);
  return ok(await updateManagedFaq({ ctx: serviceContext(request, locale), actor: user }, id, input));
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'faqs.delete');
  const { id } = parseParams(params, idParams);
  await deleteManagedFaq({ ctx: serviceContext(request, locale), actor: user }, id);
  return noContent();
});
