// POST /api/newsletter/unsubscribe?token= — RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { unsubscribe } from '@/server/services/newsletter';

export const dynamic = 'force-dynamic';

// The mail client posts `List-Unsubscribe=One-Click` as a form and reads only the status: the
// token in the address is all that is needed, and a plain sentence is the answer.
export const POST = route(contracts.unsubscribeOneClick, async ({ query, by, locale }) => {
  await unsubscribe({ input: query, by });
  return new Response(translate(locale, 'newsletter.api.unsubscribed'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});
