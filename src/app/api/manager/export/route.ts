// POST /api/manager/export — export the whole site as a background job
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { startExport } from '@/server/services/portability';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.startExport, async ({ body, by }) => ok(await startExport({ input: body, by }), { status: 202 }));
