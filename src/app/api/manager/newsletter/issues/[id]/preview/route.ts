// GET /api/manager/newsletter/issues/{id}/preview — the issue's e-mail as HTML, for the composer's iframe
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { previewIssue } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(
  contracts.previewNewsletterIssue,
  async ({ params }) =>
    new Response(await previewIssue({ id: params.id }), {
      // Shown in a sandboxed iframe's srcdoc; never framed from elsewhere or cached.
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'X-Frame-Options': 'SAMEORIGIN',
      },
    }),
);
