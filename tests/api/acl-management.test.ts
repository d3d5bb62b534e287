import { and, eq } from 'drizzle-orm';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as checkAuth } from '@/app/api/user/authentication/check-auth/route';
import {
  GET as getPermission,
  PATCH as patchPermission,
  DELETE as deletePermissionRoute,
} from '@/app/api/manager/permissions/[id]/route';
import { GET as listPermissionsRoute, POST as createPermissionRoute } from '@/app/api/manager/permissions/route';
import { PUT as putRolePermissions } from '@/app/api/manager/roles/[id]/permissions/route';
import { DELETE as deleteRoleRoute, GET as getRoleRoute, PATCH as patchRole } from '@/app/api/manager/roles/[id]/route';
import { GET as listRolesRoute, POST as createRoleRoute } from '@/app/api/manager/roles/route';
import { DELETE as unblockRoute, POST as blockRoute } from '@/app/api/manager/users/[id]/block/route';
import { GET as getUserRoute, PATCH as patchUser } from '@/app/api/manager/users/[id]/route';
import { POST as verifyEmailRoute } from '@/app/api/manager/users/[id]/verify-email/route';
import { GET as listUsersRoute } from '@/app/api/manager/users/route';
import { canAccess, managerAccess, visibleManagerNav } from '@/server/auth/manager-access';
import { getDb } from '@/server/db/client';
import { accessTokens, activityLogs, permissions, users } from '@/server/db/schema';
import { syncPermissionRegistry } from '@/server/services/acl';
import { seedDemoEditorRole } from '@/server/services/acl/seed-demo-role';
import { permissionNames } from '@/shared/permissions';
import { managerPanelNav } from '@/shared/routes';
import type { ManagedUser, PermissionView, RoleView } from '@/shared/schemas/acl';
import { bearer, noParams, registerUser, userRow, type RegisteredUser } from '../support/accounts';
import { grant, makeManager, makeSuperManager, permissionIds, roleWith, seedPermissions } from '../support/acl';
import { apiRequest, json, routeParams } from '../support/http';

let admin: RegisteredUser;

function as(user: RegisteredUser, path: string, method = 'GET', body?: unknown) {
  return apiRequest(path, { method, body, headers: bearer(user.token) });
}

const id = (value: string) => routeParams({ id: value });

async function activity(action: string, resourceId: string) {
  return getDb()
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, action), eq(activityLogs.resourceId, resourceId)));
}

beforeAll(async () => {
  await seedPermissions();
  admin = await registerUser();
  await makeSuperManager(admin.id);
});

describe('permission registry seed', () => {
  it('holds every registry name and reports a change only when it inserted one', async () => {
    expect(await syncPermissionRegistry(getDb())).toBe(false);
    const rows = await getDb().select().from(permissions);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining([...permissionNames]));
    await getDb().delete(permissions).where(eq(permissions.name, 'tags.delete'));
    expect(await syncPermissionRegistry(getDb())).toBe(true);
  });
});

describe('roles', () => {
  it('creates, renames, grants as a matrix, and deletes a role, logging each write', async () => {
    const created = await createRoleRoute(
      as(admin, '/api/manager/roles', 'POST', { name: 'Editors', title: 'Editors' }),
      noParams,
    );
    expect(created.status).toBe(201);
    const role = (await json<{ data: RoleView }>(created)).data;
    expect(role.name).toBe('editors');
    expect(
      (await createRoleRoute(as(admin, '/api/manager/roles', 'POST', { name: 'editors', title: 'Again' }), noParams)).status,
    ).toBe(422);

    const renamed = await patchRole(
      as(admin, `/api/manager/roles/${role.id}`, 'PATCH', { title: 'Article editors' }),
      id(role.id),
    );
    expect((await json<{ data: RoleView }>(renamed)).data.title).toBe('Article editors');

    const wanted = await permissionIds(['articles.view', 'articles.create', 'articles.publish']);
    const saved = await putRolePermissions(
      as(admin, `/api/manager/roles/${role.id}/permissions`, 'PUT', { permissions: wanted }),
      id(role.id),
    );
    expect(saved.status).toBe(200);
    const fetched = await json<{ data: RoleView }>(await getRoleRoute(as(admin, `/api/manager/roles/${role.id}`), id(role.id)));
    expect(fetched.data.permissions.sort()).toEqual([...wanted].sort());

    const fewer = await permissionIds(['articles.view']);
    await putRolePermissions(as(admin, `/api/manager/roles/${role.id}/permissions`, 'PUT', { permissions: fewer }), id(role.id));
    const list = await json<{ data: RoleView[] }>(await listRolesRoute(as(admin, '/api/manager/roles'), noParams));
    expect(list.data.find((entry) => entry.id === role.id)?.permissions).toEqual(fewer);

    const unknown = await putRolePermissions(
      as(admin, `/api/manager/roles/${role.id}/permissions`, 'PUT', { permissions: ['00000000-0000-4000-8000-000000000000'] }),
      id(role.id),
    );
    expect(unknown.status).toBe(422);

    expect((await deleteRoleRoute(as(admin, `/api/manager/roles/${role.id}`, 'DELETE'), id(role.id))).status).toBe(204);
    expect((await getRoleRoute(as(admin, `/api/manager/roles/${role.id}`), id(role.id))).status).toBe(404);

    for (const action of ['roles.create', 'roles.update', 'roles.permissions', 'roles.delete']) {
      const rows = await activity(action, role.id);
      expect(rows.length, action).toBeGreaterThan(0);
      expect(rows[0]!.actorId).toBe(admin.id);
    }
    const [matrix] = await activity('roles.permissions', role.id);
    expect(matrix?.summary).toMatchObject({ added: ['articles.create', 'articles.publish', 'articles.view'], removed: [] });
  });
});

describe('custom permissions', () => {
  it('creates, edits and deletes a custom permission; registry ones stay read-only', async () => {
    const body = { name: 'reports.export', title_fa: 'خروجی گزارش‌ها', title_en: 'Export reports' };
    const created = await createPermissionRoute(as(admin, '/api/manager/permissions', 'POST', body), noParams);
    expect(created.status).toBe(201);
    const permission = (await json<{ data: PermissionView }>(created)).data;
    expect(permission).toMatchObject({ ...body, is_custom: true });

    expect((await createPermissionRoute(as(admin, '/api/manager/permissions', 'POST', body), noParams)).status).toBe(422);
    const registryName = await createPermissionRoute(
      as(admin, '/api/manager/permissions', 'POST', { ...body, name: 'articles.view' }),
      noParams,
    );
    expect(registryName.status).toBe(422);
    const badName = await createPermissionRoute(
      as(admin, '/api/manager/permissions', 'POST', { ...body, name: 'no dots here' }),
      noParams,
    );
    expect(badName.status).toBe(422);

    const edited = await patchPermission(
      as(admin, `/api/manager/permissions/${permission.id}`, 'PATCH', { title_en: 'Export all reports' }),
      id(permission.id),
    );
    expect((await json<{ data: PermissionView }>(edited)).data.title_en).toBe('Export all reports');
    expect((await getPermission(as(admin, `/api/manager/permissions/${permission.id}`), id(permission.id))).status).toBe(200);

    const [registry] = await permissionIds(['articles.view']);
    expect(
      (await patchPermission(as(admin, `/api/manager/permissions/${registry}`, 'PATCH', { title_en: 'x' }), id(registry!)))
        .status,
    ).toBe(403);
    expect((await deletePermissionRoute(as(admin, `/api/manager/permissions/${registry}`, 'DELETE'), id(registry!))).status).toBe(
      403,
    );

    expect(
      (await deletePermissionRoute(as(admin, `/api/manager/permissions/${permission.id}`, 'DELETE'), id(permission.id))).status,
    ).toBe(204);
    const all = await json<{ data: PermissionView[] }>(
      await listPermissionsRoute(as(admin, '/api/manager/permissions'), noParams),
    );
    expect(all.data.some((entry) => entry.id === permission.id)).toBe(false);
    expect(all.data.length).toBe(permissionNames.length);

    for (const action of ['permissions.create', 'permissions.update', 'permissions.delete']) {
      expect((await activity(action, permission.id)).length, action).toBe(1);
    }
  });
});

describe('users', () => {
  let target: RegisteredUser;

  beforeAll(async () => {
    target = await registerUser();
  });

  it('a role change applies on the next request', async () => {
    const manager = await registerUser();
    const role = await roleWith(['users.view']);
    await makeManager(manager.id, [role]);
    expect((await listUsersRoute(as(manager, '/api/manager/users'), noParams)).status).toBe(200);

    await grant(role, ['articles.view']);
    expect((await listUsersRoute(as(manager, '/api/manager/users'), noParams)).status).toBe(403);

    const viewer = await roleWith(['users.view']);
    const assigned = await patchUser(
      as(admin, `/api/manager/users/${manager.id}`, 'PATCH', { roles: [role, viewer] }),
      id(manager.id),
    );
    expect(assigned.status).toBe(200);
    expect((await listUsersRoute(as(manager, '/api/manager/users'), noParams)).status).toBe(200);

    await patchUser(as(admin, `/api/manager/users/${manager.id}`, 'PATCH', { is_manager: false }), id(manager.id));
    expect((await listUsersRoute(as(manager, '/api/manager/users'), noParams)).status).toBe(403);
  });

  it('gives roles to an account that never filled in its names (the edit form sends them empty)', async () => {
    resetRateLimitsForTests(); // one more sign-up than the per-address limit allows this file
    const fresh = await registerUser();
    const role = await roleWith(['articles.view']);
    const response = await patchUser(
      as(admin, `/api/manager/users/${fresh.id}`, 'PATCH', { firstname: '', lastname: '', is_manager: true, roles: [role] }),
      id(fresh.id),
    );
    expect(response.status).toBe(200);
    const { data } = await json<{ data: ManagedUser }>(response);
    expect(data).toMatchObject({ firstname: null, lastname: null, is_manager: true });
    expect(data.roles.map((held) => held.id)).toEqual([role]);
    // A name that is there still has to be a real one.
    expect((await patchUser(as(admin, `/api/manager/users/${fresh.id}`, 'PATCH', { firstname: '   ' }), id(fresh.id))).status).toBe(422);
  });

  it('searches, filters and paginates', async () => {
    const byName = await json<{ data: ManagedUser[]; meta: { total: number } }>(
      await listUsersRoute(as(admin, `/api/manager/users?search=${target.username}`), noParams),
    );
    expect(byName.data.map((user) => user.id)).toEqual([target.id]);
    const managers = await json<{ data: ManagedUser[] }>(
      await listUsersRoute(as(admin, '/api/manager/users?is_manager=true&per_page=100'), noParams),
    );
    expect(managers.data.every((user) => user.is_manager)).toBe(true);
    expect(managers.data.some((user) => user.id === admin.id)).toBe(true);
    const page = await json<{ data: ManagedUser[]; meta: { per_page: number } }>(
      await listUsersRoute(as(admin, '/api/manager/users?per_page=1'), noParams),
    );
    expect(page.data).toHaveLength(1);
    expect((await listUsersRoute(as(admin, '/api/manager/users?per_page=1000'), noParams)).status).toBe(422);
  });

  it('needs acl.manage, besides users.update, to change roles or the manager flag', async () => {
    const editor = await registerUser();
    await makeManager(editor.id, [await roleWith(['users.view', 'users.update'])]);
    const everything = await roleWith([...permissionNames]);
    const escalate = await patchUser(
      as(editor, `/api/manager/users/${editor.id}`, 'PATCH', { roles: [everything] }),
      id(editor.id),
    );
    expect(escalate.status).toBe(403);
    const rename = await patchUser(as(editor, `/api/manager/users/${target.id}`, 'PATCH', { firstname: 'Sara' }), id(target.id));
    expect(rename.status).toBe(200);
    expect((await json<{ data: ManagedUser }>(rename)).data.firstname).toBe('Sara');
    // A super manager is changed only by a super manager.
    expect((await blockRoute(as(editor, `/api/manager/users/${admin.id}/block`, 'POST'), id(admin.id))).status).toBe(403);
    expect((await activity('users.update', target.id)).length).toBeGreaterThan(0);
  });

  it('blocking revokes every token; unblocking lets the user sign in again', async () => {
    expect((await checkAuth(as(target, '/api/user/authentication/check-auth'), noParams)).status).toBe(200);
    const blocked = await blockRoute(as(admin, `/api/manager/users/${target.id}/block`, 'POST'), id(target.id));
    expect(blocked.status).toBe(200);
    expect((await json<{ data: ManagedUser }>(blocked)).data.is_blocked).toBe(true);
    expect(await getDb().select().from(accessTokens).where(eq(accessTokens.userId, target.id))).toEqual([]);
    expect((await checkAuth(as(target, '/api/user/authentication/check-auth'), noParams)).status).toBe(401);

    expect((await unblockRoute(as(admin, `/api/manager/users/${target.id}/block`, 'DELETE'), id(target.id))).status).toBe(200);
    expect((await userRow(target.id)).isBlocked).toBe(false);
    expect((await blockRoute(as(admin, `/api/manager/users/${admin.id}/block`, 'POST'), id(admin.id))).status).toBe(422);
    expect((await activity('users.block', target.id)).length).toBe(1);
    expect((await activity('users.unblock', target.id)).length).toBe(1);
  });

  it('verifies an e-mail by hand', async () => {
    const fresh = await registerUser();
    const verified = await verifyEmailRoute(as(admin, `/api/manager/users/${fresh.id}/verify-email`, 'POST'), id(fresh.id));
    expect(verified.status).toBe(200);
    expect((await json<{ data: ManagedUser }>(verified)).data.email_verified_at).not.toBeNull();
    const shown = await json<{ data: ManagedUser }>(
      await getUserRoute(as(admin, `/api/manager/users/${fresh.id}`), id(fresh.id)),
    );
    expect(shown.data.email_verified_at).not.toBeNull();
    expect((await activity('users.verify_email', fresh.id)).length).toBe(1);
  });
});

describe('manager panel access (page guard and sidebar)', () => {
  it('shows a manager only the sections their permissions open, read fresh', async () => {
    // Straight into the table: the registration rate limit is spent by the suites above.
    const [manager] = await getDb()
      .insert(users)
      .values({ username: 'panel_editor', email: 'panel.editor@example.com', passwordHash: 'unused' })
      .returning();
    const role = await roleWith(['articles.view', 'articles.create']);
    await makeManager(manager!.id, [role]);
    const access = await managerAccess(await userRow(manager!.id));
    expect(canAccess(access, 'articles.view')).toBe(true);
    expect(canAccess(access, 'users.view')).toBe(false);
    expect(visibleManagerNav(access).flatMap((group) => group.items.map((item) => item.href))).toEqual([
      '/manager/panel/articles',
    ]);

    await grant(role, []);
    expect(visibleManagerNav(await managerAccess(await userRow(manager!.id)))).toEqual([]);
    const everything = visibleManagerNav(await managerAccess(await userRow(admin.id)));
    // A super manager sees every section of the sidebar.
    expect(everything.flatMap((group) => group.items)).toHaveLength(managerPanelNav.flatMap((group) => group.items).length);
  });
});

describe('demo editor role', () => {
  it('gives the demo manager the dashboard and articles only', async () => {
    const [manager] = await getDb()
      .insert(users)
      .values({ username: 'demo_manager', email: 'manager@darvazeh.local', passwordHash: 'unused', isManager: true })
      .returning();
    expect(await seedDemoEditorRole(getDb())).toBe(true);
    expect(await seedDemoEditorRole(getDb())).toBe(false);
    const hrefs = visibleManagerNav(await managerAccess(await userRow(manager!.id))).flatMap((group) =>
      group.items.map((item) => item.href),
    );
    expect(hrefs).toEqual(['/manager/panel/dashboard', '/manager/panel/articles']);
  });
});
