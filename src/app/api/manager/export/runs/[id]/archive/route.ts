// GET /api/manager/export/runs/{id}/archive — download a finished export
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { openExportArchive } from '@/server/services/portability';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.downloadExport, async ({ params }) => {
  const archive = await openExportArchive(params.id);
  return new Response(archive.stream, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(archive.size),
      'Content-Disposition': `attachment; filename="${archive.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
