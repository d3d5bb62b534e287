// POST /api/newsletter/subscriptions — subscribe an address (202 whatever it is; the opt-in e-mail follows)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { authenticate } from '@/server/auth/session';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { subscribe } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.subscribeToNewsletter, async ({ request, body, by, locale }) => {
  // The form is public; a signed-in reader's own address is tied to the account. A session that
  // does not check out (a cookie without its CSRF header) only means the form is anonymous.
  const session = await authenticate(request).catch(() => null);
  const data = await subscribe({ input: body, by, account: session?.user ?? null });
  return ok(data, { status: 202, message: translate(locale, 'newsletter.api.subscribed') });
});
