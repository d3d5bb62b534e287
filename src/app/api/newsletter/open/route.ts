// GET /api/newsletter/open — a newsletter's tracking pixel: count the reader's first open
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { recordOpen } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

// The smallest transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const GET = route(contracts.openNewsletterPixel, async ({ query }) => {
  await recordOpen({ query });
  return new Response(new Uint8Array(PIXEL), { headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' } });
});
