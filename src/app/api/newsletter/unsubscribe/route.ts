// POST /api/newsletter/unsubscribe?token= — RFC 8058 one-click unsubscribe; GET — the preferences page (changes nothing)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { preferencesPageOf, unsubscribe } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

// The mail client posts `List-Unsubscribe=One-Click` as a form and reads only the status: the
// token in the address is all that is needed, and a plain sentence is the answer.
export const POST = route(contracts.unsubscribeOneClick, async ({ query, by, locale }) => {
  await unsubscribe({ input: query, by });
  return new Response(translate(locale, 'newsletter.api.unsubscribed'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});

// A client without one-click opens the address in a browser; so do link scanners, so a GET only
// leads to the page where the reader decides.
export const GET = route(
  contracts.openUnsubscribeLink,
  async ({ query }) =>
    new Response(null, { status: 303, headers: { Location: await preferencesPageOf({ query }), 'Cache-Control': 'no-store' } }),
);
