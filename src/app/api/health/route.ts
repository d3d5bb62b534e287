// GET /api/health — liveness and database reachability for load balancers
import { NextResponse } from 'next/server';
import { databaseHandle } from '@/server/db/client';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    await databaseHandle().ping();
    return NextResponse.json({ status: 'ok', database: 'up' }, { headers });
  } catch (error) {
    console.error('[health] database did not answer', error);
    return NextResponse.json({ status: 'degraded', database: 'down' }, { status: 503, headers });
  }
}
