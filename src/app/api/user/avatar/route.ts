// POST /api/user/avatar — upload a profile picture (multipart `avatar`); DELETE removes it
import { translate } from '@/i18n/messages';
import { requireUser } from '@/server/auth/session';
import { ValidationError } from '@/server/http/errors';
import { handle } from '@/server/http/handler';
import { ok } from '@/server/http/respond';
import { serializeUser } from '@/server/services/accounts/serialize-user';
import { updateAvatar } from '@/server/services/accounts/update-avatar';
import { serviceContext } from '@/server/services/context';

export const dynamic = 'force-dynamic';

export const POST = handle(async ({ request, locale }) => {
  const session = await requireUser(request);
  const form = await request.formData().catch(() => null);
  const file = form?.get('avatar');
  if (!(file instanceof File) || file.size === 0) throw ValidationError.field('avatar', 'validation.required');
  const user = await updateAvatar({ ctx: serviceContext(request, locale), session, data: new Uint8Array(await file.arrayBuffer()) });
  return ok({ user: serializeUser(user) }, { message: translate(locale, 'accounts.profileUpdated') });
});

export const DELETE = handle(async ({ request, locale }) => {
  const session = await requireUser(request);
  const user = await updateAvatar({ ctx: serviceContext(request, locale), session, data: null });
  return ok({ user: serializeUser(user) }, { message: translate(locale, 'accounts.profileUpdated') });
});
