// DELETE /api/manager/where-to-start/{id}/items/{itemId} — remove an item from a guide
import { translate } from '@/i18n/messages';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { serviceContext } from '@/server/services/context';
import { removeGuideItem } from '@/server/services/where-to-start';
import { guideItemParams } from '@/shared/schemas/where-to-start';

export const dynamic = 'force-dynamic';

type Params = { id: string; itemId: string };

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'where-to-start.update');
  const { id, itemId } = parseParams(params, guideItemParams);
  const guide = await removeGuideItem({ ctx: serviceContext(request, locale), actor: user }, id, itemId);
  return ok(guide, { message: translate(locale, 'whereToStart.api.itemRemoved') });
});
