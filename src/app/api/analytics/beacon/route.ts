// POST /api/analytics/beacon — a public page was viewed or read through (202 at once; see ADR 0028)
import { contracts } from '@/shared/api/contracts';
import { beaconSender } from '@/server/http/beacon-sender';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { recordBeacon } from '@/server/services/analytics/collect';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.recordAnalyticsBeacon, async ({ request, body }) =>
  ok({ counted: await recordBeacon(body, beaconSender(request)) }, { status: 202 }),
);
