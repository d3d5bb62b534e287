// GET /api/manager/contacts/{id} — one message; PATCH — mark it handled or not; DELETE — delete it
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { noContent, ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { deleteContactMessage, getContactMessage, setContactHandled } from '@/server/services/moderation';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getContactMessage, async ({ params }) => ok(await getContactMessage(params.id)));

export const PATCH = route(contracts.updateContactMessage, async ({ params, body, by, locale }) => {
  const message = await setContactHandled({ id: params.id, input: body, by });
  return ok(message, {
    message: translate(locale, body.handled ? 'managerContacts.handledDone' : 'managerContacts.unhandledDone'),
  });
});

export const DELETE = route(contracts.deleteContactMessage, async ({ params, by }) => {
  await deleteContactMessage({ id: params.id, by });
  return noContent();
});
