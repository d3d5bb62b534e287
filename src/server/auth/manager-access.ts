import { cache } from 'react';
import type { User } from '@/server/db/schema';
import { permissionsOf } from '@/server/access';
import { managerPanelNav, type ManagerNavItem } from '@/shared/routes';

/** What a user may do in the manager panel: everything (super manager) or the listed permissions. */
export type ManagerAccess = { isSuperManager: boolean; permissions: ReadonlySet<string> };

/**
 * Reads the user's permissions fresh on every request, like the API does, but once per request:
 * keyed on the user object `currentPageUser` hands every caller of the same render.
 */
export const managerAccess = cache(async (user: User | null): Promise<ManagerAccess> => {
  if (!user) return { isSuperManager: false, permissions: new Set() };
  if (user.isSuperManager) return { isSuperManager: true, permissions: new Set() };
  return { isSuperManager: false, permissions: user.isManager ? await permissionsOf(user.id) : new Set() };
});

/** True when the access covers `permission`. */
export function canAccess(access: ManagerAccess, permission: string): boolean {
  return access.isSuperManager || access.permissions.has(permission);
}

/** The manager sidebar cut down to the sections the access allows; empty groups disappear. */
export function visibleManagerNav(access: ManagerAccess): { label: string; items: ManagerNavItem[] }[] {
  return managerPanelNav
    .map((group) => ({ ...group, items: group.items.filter((item) => canAccess(access, item.permission)) }))
    .filter((group) => group.items.length > 0);
}
