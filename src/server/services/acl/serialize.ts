import type { Permission, Role, User } from '@/server/db/schema';
import type { ManagedUser, PermissionView, RoleView } from '@/shared/schemas/acl';

/** A permission row as the API shows it. */
export function serializePermission(row: Permission): PermissionView {
  return {
    id: row.id,
    name: row.name,
    title_fa: row.titleFa,
    title_en: row.titleEn,
    is_custom: row.isCustom,
    created_at: row.createdAt.toISOString(),
  };
}

/** A role with the ids of its permissions and how many users hold it. */
export function serializeRole(row: Role, permissionIds: string[], usersCount: number): RoleView {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    permissions: permissionIds,
    users_count: usersCount,
  };
}

/** An account as the manager panel sees it: flags and roles, never a hash. */
export function serializeManagedUser(user: User, userRolesList: Pick<Role, 'id' | 'name' | 'title'>[]): ManagedUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    mobile: user.mobile,
    bio: user.bio,
    is_manager: user.isManager || user.isSuperManager,
    is_super_manager: user.isSuperManager,
    is_blocked: user.isBlocked,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    roles: userRolesList.map((role) => ({ id: role.id, name: role.name, title: role.title })),
  };
}
