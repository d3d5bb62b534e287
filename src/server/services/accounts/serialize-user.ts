import { defaultLocale, isLocale } from '@/i18n/locales';
import type { Role, User } from '@/server/db/schema';
import type { PublicUser } from '@/shared/schemas/accounts';
import type { ManagedUser } from '@/shared/schemas/acl';

/**
 * A profile is complete once it has a name: SPEC asks for completed profile information, and a
 * reader who would rather not give a mobile number may still use the panel.
 */
export function isInformationCompleted(user: Pick<User, 'firstname' | 'lastname'>): boolean {
  return Boolean(user.firstname?.trim() && user.lastname?.trim());
}

/** The user object every auth answer carries. Built field by field so a hash can never slip in. */
export function serializeUser(user: User): PublicUser {
  const fullName = [user.firstname, user.lastname].filter((part) => part?.trim()).join(' ');
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    full_name: fullName || null,
    mobile: user.mobile,
    avatar: user.avatar,
    bio: user.bio,
    locale: isLocale(user.locale) ? user.locale : defaultLocale,
    created_at: user.createdAt.toISOString(),
    is_manager: user.isManager || user.isSuperManager,
    is_super_manager: user.isSuperManager,
    is_information_completed: isInformationCompleted(user),
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  };
}

/** The same user as the manager panel sees it: with whether it is blocked and its roles. */
export function serializeManagedUser(user: User, roles: Pick<Role, 'id' | 'name' | 'title'>[]): ManagedUser {
  return {
    ...serializeUser(user),
    is_blocked: user.isBlocked,
    roles: roles.map((role) => ({ id: role.id, name: role.name, title: role.title })),
  };
}
