import type { Locale } from '@/i18n/locales';
import type { UserActor, WriteContext } from '@/server/services/context';

/** A person writing from the test itself (no address, no browser): a user verb's `by`. */
export function byUser(user: string | UserActor, locale: Locale = 'en'): WriteContext<UserActor> {
  const actor = typeof user === 'string' ? { id: user, isManager: false, isSuperManager: false } : user;
  return { ctx: { ip: null, userAgent: null, locale }, actor };
}
