import type { Permission, Role } from '@/server/db/schema';
import type { PermissionView, RoleView } from '@/shared/schemas/acl';

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
