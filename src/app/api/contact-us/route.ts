// POST /api/contact-us — send a message to the team (a filled honeypot is answered alike, not stored)
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { createContactMessage } from '@/server/services/content';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.sendContactMessage, async ({ body, by, locale }) => {
  await createContactMessage({ input: body, by });
  return ok({ received: true }, { status: 201, message: translate(locale, 'content.contact.sent') });
});
