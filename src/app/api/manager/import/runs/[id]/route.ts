// GET /api/manager/import/runs/{id} — one import run's progress and report
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getImportRun } from '@/server/services/portability';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getImportRun, async ({ params }) => ok(await getImportRun(params.id)));
