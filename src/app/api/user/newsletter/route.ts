// GET/PUT /api/user/newsletter — the signed-in reader's own subscription
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getAccountSubscription, putAccountSubscription } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getAccountNewsletter, async ({ user }) =>
  ok(await getAccountSubscription({ userId: user.id })),
);

export const PUT = route(contracts.putAccountNewsletter, async ({ body, by }) =>
  ok(await putAccountSubscription({ input: body, by })),
);
