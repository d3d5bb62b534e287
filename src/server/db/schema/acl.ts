import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * Access control (SPEC §6). Registry permissions (`is_custom` false) are upserted from
 * `@/shared/permissions` on every start; custom ones are created on the ACL screen.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    name: text('name').notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('permissions_name_unique').on(table.name)],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('roles_name_unique').on(table.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.permissionId] }),
    index('role_permissions_permission_idx').on(table.permissionId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] }), index('user_roles_role_idx').on(table.roleId)],
);

export type Permission = typeof permissions.$inferSelect;
export type Role = typeof roles.$inferSelect;
