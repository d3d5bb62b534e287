// DELETE /api/manager/where-to-start/{id}/items/{itemId} — remove an item from a guide
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { removeGuideItem } from '@/server/services/where-to-start';

export const dynamic = 'force-dynamic';

export const DELETE = route(contracts.removeGuideItem, async ({ params, by, locale }) => {
  const guide = await removeGuideItem({ guideId: params.id, itemId: params.itemId, by });
  return ok(guide, { message: translate(locale, 'whereToStart.api.itemRemoved') });
});
