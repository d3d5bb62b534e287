import { z } from 'zod';
import { nameField, publicUserSchema } from './accounts';
import { paginationQuery } from './pagination';

/**
 * Access-control forms and answers (roles, permissions, users of the manager panel), shared by
 * the screens, the API and the OpenAPI document. Zod only: nothing here may import server code.
 */

const title = z.string().trim().min(1, 'validation.required').max(120, 'validation.string.max');

/** Role names are machine names (`editor`, `news-desk`): stable while titles change. */
const roleName = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'validation.string.min')
  .max(60, 'validation.string.max')
  .regex(/^[a-z][a-z0-9_-]*$/, 'validation.string.pattern');

/** `resource.action`, the registry's own form, so custom permissions sort in with the rest. */
const permissionName = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, 'validation.string.max')
  .regex(/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/, 'validation.string.pattern');

export const roleCreateSchema = z.object({ name: roleName, title });
export type RoleCreateInput = z.infer<typeof roleCreateSchema>;

export const roleUpdateSchema = roleCreateSchema.partial();
export type RoleUpdateInput = z.infer<typeof roleUpdateSchema>;

export const rolePermissionsSchema = z.object({ permissions: z.array(z.uuid()).max(1000) });
export type RolePermissionsInput = z.infer<typeof rolePermissionsSchema>;

export const permissionCreateSchema = z.object({ name: permissionName, title_fa: title, title_en: title });
export type PermissionCreateInput = z.infer<typeof permissionCreateSchema>;

export const permissionUpdateSchema = permissionCreateSchema.partial();
export type PermissionUpdateInput = z.infer<typeof permissionUpdateSchema>;

/** `?flag=true|false` of list filters. */
export const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const usersListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  is_manager: queryFlag.optional(),
  is_blocked: queryFlag.optional(),
  is_verified: queryFlag.optional(),
  role_id: z.uuid().optional(),
});
export type UsersListQuery = z.infer<typeof usersListQuery>;

/** A name a manager may leave empty (an account that never completed its information): empty means none. */
const optionalName = z
  .union([z.literal('').transform(() => null), nameField])
  .nullable()
  .optional();

/** What a manager may change on an account; only what is sent changes. */
export const managerUserUpdateSchema = z.object({
  firstname: optionalName,
  lastname: optionalName,
  bio: z.string().trim().max(1000, 'validation.string.max').nullable().optional(),
  is_manager: z.boolean().optional(),
  roles: z.array(z.uuid()).max(100).optional(),
});
export type ManagerUserUpdateInput = z.infer<typeof managerUserUpdateSchema>;

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  created_at: z.string(),
  permissions: z.array(z.string()),
  users_count: z.number().int(),
});
export type RoleView = z.infer<typeof roleSchema>;

export const permissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  title_fa: z.string(),
  title_en: z.string(),
  is_custom: z.boolean(),
  created_at: z.string(),
});
export type PermissionView = z.infer<typeof permissionSchema>;

/** An account as the manager panel sees it: the user every auth answer carries, with its block and roles. */
export const managedUserSchema = publicUserSchema.extend({
  is_blocked: z.boolean(),
  roles: z.array(z.object({ id: z.string(), name: z.string(), title: z.string() })),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
