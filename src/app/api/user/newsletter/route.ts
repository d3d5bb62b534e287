// GET/PUT/DELETE /api/user/newsletter — the signed-in reader's own subscription
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { endAccountSubscription, getAccountSubscription, putAccountSubscription } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getAccountNewsletter, async ({ user }) =>
  ok(await getAccountSubscription({ userId: user.id })),
);

export const PUT = route(contracts.putAccountNewsletter, async ({ body, by }) =>
  ok(await putAccountSubscription({ input: body, by })),
);

export const DELETE = route(contracts.deleteAccountNewsletter, async ({ by, locale }) =>
  ok(await endAccountSubscription({ by }), { message: translate(locale, 'newsletter.api.unsubscribed') }),
);
