// GET|PATCH|DELETE /api/manager/where-to-start/{id} — one guide with its items in order; edit it; delete it
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deleteGuide, getManagedGuide, updateGuide } from '@/server/services/where-to-start';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getGuide, async ({ params, locale }) => ok(await getManagedGuide(params.id, locale)));

export const PATCH = route(contracts.updateGuide, async ({ params, body, by, locale }) => {
  const guide = await updateGuide({ id: params.id, input: body, by });
  return ok(guide, { message: translate(locale, 'whereToStart.api.saved') });
});

export const DELETE = route(contracts.deleteGuide, async ({ params, by }) => {
  await deleteGuide({ id: params.id, by });
  return noContent();
});
