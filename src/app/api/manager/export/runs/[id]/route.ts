// GET /api/manager/export/runs/{id} — one export's progress
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getExportRun } from '@/server/services/portability';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getExportRun, async ({ params }) => ok(await getExportRun(params.id)));
