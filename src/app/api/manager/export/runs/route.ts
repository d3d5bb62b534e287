// GET /api/manager/export/runs — the latest exports
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listImportRuns } from '@/server/services/portability';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listExportRuns, async () => ok(await listImportRuns(['export'])));
