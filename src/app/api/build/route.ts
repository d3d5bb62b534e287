// GET /api/build — the id of the build being served, polled by clients to notice a new deployment
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { describedBy } from '@/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = describedBy(contracts.getBuild, async (): Promise<Response> =>
  ok({ build_id: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development' }, { headers: { 'Cache-Control': 'no-store' } }),
);
