// GET /api/health — liveness and database reachability for load balancers
import { NextResponse } from 'next/server';
import { contracts } from '@/shared/api/contracts';
import { databaseHandle } from '@/server/db/client';
import { describedBy } from '@/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = describedBy(contracts.getHealth, async (): Promise<Response> => {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    await databaseHandle().ping();
    return NextResponse.json({ status: 'ok', database: 'up' }, { headers });
  } catch (error) {
    console.error('[health] database did not answer', error);
    return NextResponse.json({ status: 'degraded', database: 'down' }, { status: 503, headers });
  }
});
