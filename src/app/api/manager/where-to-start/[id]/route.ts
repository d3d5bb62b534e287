// GET|PATCH|DELETE /api/manager/where-to-start/{id} — one guide with its items in order; edit it; delete it
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { noContent, ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { deleteGuide, getManagedGuide, updateGuide } from '@/server/services/where-to-start';
import { guideUpdateSchema } from '@/shared/schemas/where-to-start';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params, locale }) => {
  await requireManagerPermission(request, 'where-to-start.view');
  const { id } = parseParams(params, idParams);
  return ok(await getManagedGuide(id, locale));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'where-to-start.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, guideUpdateSchema);
  const guide = await updateGuide({ ctx: serviceContext(request, locale), actor: user }, id, input);
  return ok(guide, { message: translate(locale, 'whereToStart.api.saved') });
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'where-to-start.delete');
  const { id } = parseParams(params, idParams);
  await deleteGuide({ ctx: serviceContext(request, locale), actor: user }, id);
  return noContent();
});
