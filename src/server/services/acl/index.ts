/** Managing access: roles, permissions and the manager's edits of accounts. Checking it is `server/access`'s. */
export { syncPermissionRegistry } from './sync-registry';
export { getRole, listRoles } from './roles-read';
export { createRole } from './create-role';
export { updateRole } from './update-role';
export { deleteRole } from './delete-role';
export { setRolePermissions } from './set-role-permissions';
export { getPermission, listPermissions } from './permissions-read';
export { createPermission } from './create-permission';
export { updatePermission } from './update-permission';
export { deletePermission } from './delete-permission';
export { getManagedUser, listUsers } from './users-read';
export { updateManagedUser } from './update-user';
export { setUserBlocked } from './block-user';
export { verifyUserEmail } from './verify-user-email';
