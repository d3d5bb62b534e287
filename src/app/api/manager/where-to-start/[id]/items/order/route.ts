// PUT /api/manager/where-to-start/{id}/items/order — set the order of a guide's items (every item id once)
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { reorderGuideItems } from '@/server/services/where-to-start';
import { guideItemsOrderSchema } from '@/shared/schemas/where-to-start';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const PUT = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'where-to-start.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, guideItemsOrderSchema);
  const guide = await reorderGuideItems({ ctx: serviceContext(request, locale), actor: user }, id, input);
  return ok(guide, { message: translate(locale, 'whereToStart.api.orderSaved') });
});
