// POST /api/manager/where-to-start/{id}/items — append a library item with a note to a guide
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { addGuideItem } from '@/server/services/where-to-start';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.addGuideItem, async ({ params, body, by, locale }) => {
  const guide = await addGuideItem({ guideId: params.id, input: body, by });
  return ok(guide, { status: 201, message: translate(locale, 'whereToStart.api.itemAdded') });
});
