// GET|POST /api/manager/faqs — every FAQ with both languages, by topic; create one
import { handle, parseBody, parseQuery } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { createManagedFaq, listManagedFaqs } from '@/server/services/manager-content';
import { faqListQuery, faqWriteSchema } from '@/shared/schemas/manager-content';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'faqs.view');
  return ok(await listManagedFaqs(parseQuery(request, faqListQuery).topic));
});

export const POST = handle(async ({ request, locale }) => {
  const { user } = await requireManagerPermission(request, 'faqs.create');
  const input = await parseBody(request, faqWriteSchema);
  return ok(await createManagedFaq({ ctx: serviceContext(request, locale), actor: user }, input), { status: 201 });
});
