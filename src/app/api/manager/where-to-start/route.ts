// GET /api/manager/where-to-start — guides in order, searchable, paginated; POST — create a guide
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseQuery } from '@/server/http/handler';
import { ok, paginated } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { createGuide, listManagedGuides } from '@/server/services/where-to-start';
import { guideCreateSchema, guidesListQuery } from '@/shared/schemas/where-to-start';

export const dynamic = 'force-dynamic';

export const GET = handle(async ({ request }) => {
  await requireManagerPermission(request, 'where-to-start.view');
  const { data, meta } = await listManagedGuides(parseQuery(request, guidesListQuery));
  return paginated(data, meta);
});

export const POST = handle(async ({ request, locale }) => {
  const { user } = await requireManagerPermission(request, 'where-to-start.create');
  const input = await parseBody(request, guideCreateSchema);
  const guide = await createGuide({ ctx: serviceContext(request, locale), actor: user }, input);
  return ok(guide, { status: 201, message: translate(locale, 'whereToStart.api.saved') });
});
