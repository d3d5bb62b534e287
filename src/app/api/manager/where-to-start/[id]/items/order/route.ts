// PUT /api/manager/where-to-start/{id}/items/order — set the order of a guide's items (every item id once)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { reorderGuideItems } from '@/server/services/where-to-start';

export const dynamic = 'force-dynamic';

export const PUT = route(contracts.reorderGuideItems, async ({ params, body, by, locale }) => {
  const guide = await reorderGuideItems({ guideId: params.id, input: body, by });
  return ok(guide, { message: translate(locale, 'whereToStart.api.orderSaved') });
});
