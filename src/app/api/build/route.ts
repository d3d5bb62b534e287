// GET /api/build — the id of the build being served, polled by clients to notice a new deployment
import { ok } from '@/server/http/respond';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return ok({ build_id: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development' }, { headers: { 'Cache-Control': 'no-store' } });
}
