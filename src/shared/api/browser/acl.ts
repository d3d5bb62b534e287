// Written by `npm run contracts:browser` from ../contracts/acl.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/acl';

export const aclContracts: BrowserContracts<typeof declared.aclContracts> = {
  listRoles: { operationId: 'listRoles', method: 'get', path: '/api/manager/roles' },
  createRole: { operationId: 'createRole', method: 'post', path: '/api/manager/roles' },
  getRole: { operationId: 'getRole', method: 'get', path: '/api/manager/roles/{id}' },
  updateRole: { operationId: 'updateRole', method: 'patch', path: '/api/manager/roles/{id}' },
  deleteRole: { operationId: 'deleteRole', method: 'delete', path: '/api/manager/roles/{id}' },
  setRolePermissions: { operationId: 'setRolePermissions', method: 'put', path: '/api/manager/roles/{id}/permissions' },
  listPermissions: { operationId: 'listPermissions', method: 'get', path: '/api/manager/permissions' },
  createPermission: { operationId: 'createPermission', method: 'post', path: '/api/manager/permissions' },
  getPermission: { operationId: 'getPermission', method: 'get', path: '/api/manager/permissions/{id}' },
  updatePermission: { operationId: 'updatePermission', method: 'patch', path: '/api/manager/permissions/{id}' },
  deletePermission: { operationId: 'deletePermission', method: 'delete', path: '/api/manager/permissions/{id}' },
  listUsers: { operationId: 'listUsers', method: 'get', path: '/api/manager/users' },
  getUser: { operationId: 'getUser', method: 'get', path: '/api/manager/users/{id}' },
  updateUser: { operationId: 'updateUser', method: 'patch', path: '/api/manager/users/{id}' },
  blockUser: { operationId: 'blockUser', method: 'post', path: '/api/manager/users/{id}/block' },
  unblockUser: { operationId: 'unblockUser', method: 'delete', path: '/api/manager/users/{id}/block' },
  verifyUserEmail: { operationId: 'verifyUserEmail', method: 'post', path: '/api/manager/users/{id}/verify-email' },
};
