import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeNames, engagementKinds } from '@/shared/content-types';
import { engagementTypes } from '@/shared/schemas/engagement';
import { defineGuards } from '@/shared/guards';
import { isKnownPanelAddress, managerPanelPaths, resolvePanelPage, userPanelPaths } from '@/shared/routes';

const split = (path: string, prefix: string) => path.slice(prefix.length + 1).split('/');

describe('panel routes (SPEC §2)', () => {
  it('resolves every user panel route', () => {
    const extra = ['/user/panel/tickets/12/detail', '/user/panel/whereToStart/3'];
    for (const path of [...userPanelPaths, ...extra]) expect(resolvePanelPage('user', split(path, '/user/panel')), path).not.toBeNull();
    // The fixed screens, and one list per engagement kind and type the registry pairs.
    const engagementLists = engagementKinds.reduce((sum, kind) => sum + engagementTypes[kind].length, 0);
    expect(userPanelPaths).toHaveLength(8 + engagementLists);
  });

  it('resolves every manager route, with create, edit and detail screens', () => {
    const samples = [
      ...managerPanelPaths,
      '/manager/panel/comments/5/detail',
      '/manager/panel/tickets/5/detail',
      '/manager/panel/contacts/5/detail',
      '/manager/panel/users/5/edit',
      '/manager/panel/acl/permissions/create',
      '/manager/panel/acl/roles/2/edit',
      '/manager/panel/articles/create',
      '/manager/panel/videos/9/edit',
      '/manager/panel/notification/4/detail',
      '/manager/panel/whereToStart/1/editList',
      '/manager/panel/whereToStart/1/createItem',
      '/manager/panel/newsletters/create',
      '/manager/panel/newsletters/5/detail',
    ];
    for (const path of samples) expect(resolvePanelPage('manager', split(path, '/manager/panel')), path).not.toBeNull();
  });

  it('rejects screens SPEC §2 does not have', () => {
    expect(resolvePanelPage('user', ['nowhere'])).toBeNull();
    expect(resolvePanelPage('user', ['likes', 'coins'])).toBeNull();
    expect(resolvePanelPage('manager', ['articles', '1', 'detail'])).toBeNull();
    expect(resolvePanelPage('manager', ['acl', 'roles', '1', 'delete'])).toBeNull();
    expect(resolvePanelPage('manager', ['newsletters', '1', 'edit'])).toBeNull();
  });
});

describe('route guards (SPEC §6)', () => {
  it('accepts the four named guards', () => {
    expect(defineGuards(['user-auth', 'check-super-manager', 'user-information-completed', 'user-information-not-completed'])).toHaveLength(4);
  });

  it('fails loudly on an unknown guard name', () => {
    expect(() => defineGuards(['user-auth', 'is-admin'])).toThrow('Unknown route guard: is-admin');
  });
});

/** Sample values of the panels' dynamic segments that name a kind or a type; any other is an id. */
const segmentSamples: Record<string, string> = { '[kind]': 'saves', '[type]': 'articles' };

/** Every panel page file as an address: route groups dropped, dynamic segments given a sample value. */
function panelPageAddresses(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix] : [];
    if (!entry.isDirectory() || entry.name.startsWith('[...')) return [];
    const segment = entry.name.startsWith('(') ? '' : entry.name.startsWith('[') ? (segmentSamples[entry.name] ?? 'sample-1') : entry.name;
    return panelPageAddresses(path.join(dir, entry.name), segment ? `${prefix}/${segment}` : prefix);
  });
}

describe('isKnownPanelAddress', () => {
  const app = path.join(process.cwd(), 'src/app/[locale]');
  const pages = [
    ...panelPageAddresses(path.join(app, '(user)/user/panel'), '/fa/user/panel'),
    ...panelPageAddresses(path.join(app, '(manager)/manager/panel'), '/en/manager/panel'),
  ];

  it('knows every panel page the app has, so no real screen becomes a 404', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.filter((address) => !isKnownPanelAddress(address))).toEqual([]);
  });

  it('knows the list, create and edit screens of every content type (one [type] segment serves them)', () => {
    for (const type of contentTypeNames) {
      for (const address of [`/fa/manager/panel/${type}`, `/en/manager/panel/${type}/create`, `/fa/manager/panel/${type}/7/edit`]) {
        expect(isKnownPanelAddress(address), address).toBe(true);
      }
    }
  });

  it('refuses addresses under a panel that name no screen, and leaves other addresses alone', () => {
    for (const address of ['/fa/user/panel/nope', '/en/manager/panel/nope', '/en/manager/panel/articles/x/y/z', '/fa/user/panel/saves/nope']) {
      expect(isKnownPanelAddress(address), address).toBe(false);
    }
    for (const address of ['/fa/articles/x', '/en/user/panel/', '/en/manager/panel/dashboard/']) {
      expect(isKnownPanelAddress(address), address).toBe(true);
    }
  });
});
