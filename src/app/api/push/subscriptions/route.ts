// POST, DELETE /api/push/subscriptions — keep or forget a browser's push subscription
import { contracts } from '@/shared/api/contracts';
import { authenticate } from '@/server/auth/session';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { subscribePush, unsubscribePush } from '@/server/services/push';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.subscribeToPush, async ({ request, body }) => {
  // Public, like the newsletter form: a session that does not check out only means no account is tied.
  const session = await authenticate(request).catch(() => null);
  return ok(await subscribePush({ input: body, userId: session?.user.id ?? null }), { status: 201 });
});

export const DELETE = route(contracts.unsubscribeFromPush, async ({ body }) => ok(await unsubscribePush({ input: body })));
