// PUT /api/manager/import/files?name= — upload an export file or a zip of uploads as the raw body
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { saveImportFile } from '@/server/services/portability';

export const dynamic = 'force-dynamic';

// The body is the file itself, streamed to disk as it arrives (an export can be hundreds of MB).
export const PUT = route(contracts.uploadImportFile, async ({ request, query }) => ok(await saveImportFile({ body: request.body, name: query.name }), { status: 201 }));
