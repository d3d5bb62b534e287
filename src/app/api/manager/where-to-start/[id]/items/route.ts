// POST /api/manager/where-to-start/{id}/items — append a library item with a note to a guide
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { addGuideItem } from '@/server/services/where-to-start';
import { guideItemCreateSchema } from '@/shared/schemas/where-to-start';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const POST = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'where-to-start.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, guideItemCreateSchema);
  const guide = await addGuideItem({ ctx: serviceContext(request, locale), actor: user }, id, input);
  return ok(guide, { status: 201, message: translate(locale, 'whereToStart.api.itemAdded') });
});
