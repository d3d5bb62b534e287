// POST /api/manager/import/wordpress — import uploaded WordPress files as a background job
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { startWordpressImport } from '@/server/services/portability';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.startWordpressImport, async ({ body, by }) => ok(await startWordpressImport({ input: body, by }), { status: 202 }));
