// GET/PATCH/DELETE /api/newsletter/preferences — a subscription as its signed link names it: read, change, end
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { getPreferences, unsubscribe, updatePreferences } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getNewsletterPreferences, async ({ query }) => ok(await getPreferences({ query })));

export const PATCH = route(contracts.updateNewsletterPreferences, async ({ body, by, locale }) =>
  ok(await updatePreferences({ input: body, by }), { message: translate(locale, 'newsletter.api.updated') }),
);

export const DELETE = route(contracts.endNewsletterSubscription, async ({ body, by, locale }) =>
  ok(await unsubscribe({ input: body, by }), { message: translate(locale, 'newsletter.api.unsubscribed') }),
);
