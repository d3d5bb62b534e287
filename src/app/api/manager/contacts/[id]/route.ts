// GET /api/manager/contacts/{id} — one message; PATCH — mark it handled or not; DELETE — delete it
import { translate } from '@/i18n/messages';
import { handle, parseBody, parseParams } from '@/server/http/handler';
import { noContent, ok } from '@/server/http/respond';
import { requireManagerPermission } from '@/server/services/acl';
import { deleteContactMessage, getContactMessage, setContactHandled } from '@/server/services/community';
import { serviceContext } from '@/server/services/context';
import { contactUpdateSchema } from '@/shared/schemas/community';
import { idParams } from '@/shared/schemas/params';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = handle<Params>(async ({ request, params }) => {
  await requireManagerPermission(request, 'contacts.view');
  const { id } = parseParams(params, idParams);
  return ok(await getContactMessage(id));
});

export const PATCH = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'contacts.update');
  const { id } = parseParams(params, idParams);
  const input = await parseBody(request, contactUpdateSchema);
  const message = await setContactHandled({ ctx: serviceContext(request, locale), actor: user }, id, input);
  return ok(message, { message: translate(locale, input.handled ? 'managerContacts.handledDone' : 'managerContacts.unhandledDone') });
});

export const DELETE = handle<Params>(async ({ request, params, locale }) => {
  const { user } = await requireManagerPermission(request, 'contacts.delete');
  const { id } = parseParams(params, idParams);
  await deleteContactMessage({ ctx: serviceContext(request, locale), actor: user }, id);
  return noContent();
});
