// POST /api/user/avatar — upload a profile picture (multipart `avatar`); DELETE removes it
import { translate } from '@/i18n/messages';
import { contracts } from '@/shared/api/contracts';
import { ValidationError } from '@/server/errors';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { serializeUser } from '@/server/services/accounts/serialize-user';
import { updateAvatar } from '@/server/services/accounts/update-avatar';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.uploadAvatar, async ({ request, by, locale }) => {
  const form = await request.formData().catch(() => null);
  const file = form?.get('avatar');
  if (!(file instanceof File) || file.size === 0) throw ValidationError.field('avatar', 'validation.required');
  const user = await updateAvatar({ input: { avatar: new Uint8Array(await file.arrayBuffer()) }, by });
  return ok({ user: serializeUser(user) }, { message: translate(locale, 'accounts.profileUpdated') });
});

export const DELETE = route(contracts.deleteAvatar, async ({ by, locale }) => {
  const user = await updateAvatar({ input: { avatar: null }, by });
  return ok({ user: serializeUser(user) }, { message: translate(locale, 'accounts.profileUpdated') });
});
