// GET|PUT|DELETE /api/manager/working-copies/{kind}/{key} — the caller's autosaved copy of one form: read it, keep it, drop it
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { discardWorkingCopy, getWorkingCopy, saveWorkingCopy } from '@/server/services/working-copies';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getWorkingCopy, async ({ params, user }) => ok(await getWorkingCopy(user, params)));

export const PUT = route(contracts.saveWorkingCopy, async ({ params, body, by }) => ok(await saveWorkingCopy({ ...params, input: body, by })));

export const DELETE = route(contracts.discardWorkingCopy, async ({ params, by }) => {
  await discardWorkingCopy({ ...params, by });
  return noContent();
});
