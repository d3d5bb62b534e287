// GET /api/manager/where-to-start — guides in order, searchable, paginated; POST — create a guide
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok, paginated } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createGuide, listManagedGuides } from '@/server/services/where-to-start';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listGuides, async ({ query }) => {
  const { data, meta } = await listManagedGuides(query);
  return paginated(data, meta);
});

export const POST = route(contracts.createGuide, async ({ body, by, locale }) => {
  const guide = await createGuide({ input: body, by });
  return ok(guide, { status: 201, message: translate(locale, 'whereToStart.api.saved') });
});
