// POST /api/newsletter/confirm — confirm a subscription with its opt-in token
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { confirmSubscription } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.confirmNewsletterSubscription, async ({ body, by, locale }) =>
  ok(await confirmSubscription({ input: body, by }), { message: translate(locale, 'newsletter.api.confirmed') }),
);
