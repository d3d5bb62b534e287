// PATCH /api/user/authentication/update — change the signed-in user's profile, e-mail or password
import { translate } from '@/i18n/messages';
import { requireUser } from '@/server/auth/session';
import { handle, parseBody } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { serializeUser } from '@/server/services/accounts/serialize-user';
import { updateProfile } from '@/server/services/accounts/update-profile';
import { serviceContext } from '@/server/services/context';
import { updateProfileSchema } from '@/shared/schemas/accounts';

export const dynamic = 'force-dynamic';

export const PATCH = handle(async ({ request, locale }) => {
  const session = await requireUser(request);
  const input = await parseBody(request, updateProfileSchema);
  const { user, emailChanged } = await updateProfile({ ctx: serviceContext(request, locale), session, input });
  const message = translate(locale, emailChanged ? 'accounts.emailChanged' : 'accounts.profileUpdated');
  return ok({ user: serializeUser(user) }, { message });
});
