// GET /api/push/key — the VAPID public key browsers subscribe with
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { vapidKeys } from '@/server/services/push';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getPushKey, async () => ok({ public_key: (await vapidKeys()).publicKey }));
