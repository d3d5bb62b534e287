// GET /api/newsletter/click — a tracked newsletter link: count the reader's first click, then redirect
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { followLink } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(
  contracts.followNewsletterLink,
  async ({ query }) =>
    new Response(null, {
      status: 302,
      headers: { Location: await followLink({ query }), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    }),
);
