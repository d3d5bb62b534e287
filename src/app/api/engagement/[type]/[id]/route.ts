// GET /api/engagement/{type}/{id} — an item's like, save and check counters as they are now
import { z } from 'zod';
import { handle, parseParams } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { getEngagementCounts } from '@/server/services/engagement';
import { contentTypeSchema } from '@/shared/content-types';

export const dynamic = 'force-dynamic';

const params = z.object({ type: contentTypeSchema, id: z.uuid() });

// The page around the bar is cached; these numbers are what it corrects itself with, so no cache keeps them.
const LIVE = { 'Cache-Control': 'no-store' };

export const GET = handle<{ type: string; id: string }>(async ({ params: raw }) => {
  const input = parseParams(raw, params);
  return ok(await getEngagementCounts(input), { headers: LIVE });
});
