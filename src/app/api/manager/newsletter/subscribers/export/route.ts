// GET /api/manager/newsletter/subscribers/export — every subscriber as CSV
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { exportSubscribers } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(
  contracts.exportNewsletterSubscribers,
  async () =>
    new Response(exportSubscribers(), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
        'Cache-Control': 'private, no-store',
      },
    }),
);
