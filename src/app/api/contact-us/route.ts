// POST /api/contact-us — send a message to the team (a filled honeypot is answered alike, not stored)
import { translate } from '@/i18n/messages';
import { clientInfo } from '@/server/http/client-info';
import { handle, parseBody } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { consumeLimit } from '@/server/rate-limit';
import { createContactMessage } from '@/server/services/content';
import { contactUsSchema } from '@/shared/schemas/content';

export const dynamic = 'force-dynamic';

export const POST = handle(async ({ request, locale }) => {
  const { ip } = clientInfo(request);
  await consumeLimit('contact', ip ?? 'unknown');
  const input = await parseBody(request, contactUsSchema);
  await createContactMessage({ input, locale, ip });
  return ok({ received: true }, { status: 201, message: translate(locale, 'content.contact.sent') });
});
