// GET /api/manager/import/runs — the latest import runs
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listImportRuns } from '@/server/services/portability';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.listImportRuns, async () => ok(await listImportRuns()));
