import { describe, expect, it } from 'vitest';
import { runGuards } from '@/server/auth/guards';
import en from '@messages/en.json';
import fa from '@messages/fa.json';
import { contentTypeNames } from '@/shared/content-types';
import { permissionGroupTitle, permissionResource, permissionTitle } from '@/shared/permission-titles';
import { isRegisteredPermission, permissionNames, permissionRegistry } from '@/shared/permissions';

const titles = { fa: fa.managerAcl.permissionTitles, en: en.managerAcl.permissionTitles };
import { managerPagePermission, managerPanelNav } from '@/shared/routes';

describe('permission registry', () => {
  it('names every permission once, as resource.action, with a title in each language from the messages', () => {
    expect(new Set(permissionNames).size).toBe(permissionNames.length);
    for (const entry of permissionRegistry) {
      expect(entry.name).toMatch(/^[a-z][a-z-]*\.[a-z]+$/);
      // A title made of whole words of its language, never a raw key or name.
      expect(permissionTitle(entry, titles.fa), entry.name).toMatch(/^[^A-Za-z.{}]+$/);
      expect(permissionTitle(entry, titles.en), entry.name).toMatch(/^[A-Z][A-Za-z -]+$/);
    }
    expect(permissionTitle(permissionRegistry.find((entry) => entry.name === 'articles.view')!, titles.en)).toBe('View articles');
    expect(permissionTitle(permissionRegistry.find((entry) => entry.name === 'tickets.reply')!, titles.fa)).toBe('پاسخ به تیکت‌ها');
    expect(permissionTitle(permissionRegistry.find((entry) => entry.name === 'acl.manage')!, titles.en)).toBe('Manage roles and permissions');
    for (const name of [
      'articles.publish',
      'comments.moderate',
      'tickets.reply',
      'users.update',
      'acl.manage',
      'statistics.view',
      'activities.view',
      'dashboard.view',
    ]) {
      expect(isRegisteredPermission(name), name).toBe(true);
    }
  });

  it('gives every content type of the registry its view, create, edit, delete and publish permissions', () => {
    for (const type of contentTypeNames)
      for (const action of ['view', 'create', 'update', 'delete', 'publish'])
        expect(isRegisteredPermission(`${type}.${action}`), `${type}.${action}`).toBe(true);
  });

  it('covers every section of the manager sidebar', () => {
    for (const item of managerPanelNav.flatMap((group) => group.items))
      expect(isRegisteredPermission(item.permission), item.href).toBe(true);
  });

  it('maps manager pages to their permission', () => {
    expect(managerPagePermission(['articles'])).toBe('articles.view');
    expect(managerPagePermission(['articles', 'create'])).toBe('articles.create');
    expect(managerPagePermission(['books', 'x1', 'edit'])).toBe('books.update');
    expect(managerPagePermission(['notification', 'x1', 'detail'])).toBe('notifications.view');
    expect(managerPagePermission(['whereToStart', 'x1', 'createItem'])).toBe('where-to-start.update');
    expect(managerPagePermission(['users', 'x1', 'edit'])).toBe('users.update');
    expect(managerPagePermission(['acl', 'roles', 'create'])).toBe('acl.manage');
    expect(managerPagePermission(['acl', 'permissionToRole'])).toBe('acl.manage');
    expect(managerPagePermission(['nowhere'])).toBeNull();
  });
});

describe('check-super-manager', () => {
  const base = { is_information_completed: true, is_super_manager: false };

  it('lets super managers in, and managers only while they hold a permission', () => {
    expect(runGuards(['check-super-manager'], { ...base, is_super_manager: true })).toBe('allow');
    expect(runGuards(['check-super-manager'], { ...base, is_manager: true, permissions: ['articles.view'] })).toBe('allow');
    expect(runGuards(['check-super-manager'], { ...base, is_manager: true, permissions: [] })).toBe('forbidden');
    expect(runGuards(['check-super-manager'], { ...base, is_manager: false, permissions: ['articles.view'] })).toBe('forbidden');
    expect(runGuards(['check-super-manager'], base)).toBe('forbidden');
  });
});

describe('permission group titles', () => {
  it('name every group of the registry in both languages, in Persian without Latin letters', () => {
    for (const resource of new Set(permissionRegistry.map((entry) => permissionResource(entry.name)))) {
      expect(permissionGroupTitle(resource, titles.fa, 'fa'), resource).toMatch(/^[^A-Za-z]+$/);
      expect(permissionGroupTitle(resource, titles.en, 'en'), resource).toMatch(/^[A-Z]/);
    }
  });

  it('leave a custom permission group to its typed name', () => {
    expect(permissionGroupTitle('reports', titles.fa, 'fa')).toBeNull();
  });
});
