import { contentTypeNames, contentTypes, engagementTypesOf, isContentType, type ContentTypeRegistry } from './content-types';
import { isRegisteredPermission, type PermissionName } from './permissions';

/**
 * Every screen of SPEC §2, as data: the header, footer and sidebars are drawn from it, the panel
 * pages are resolved from it, and the end-to-end suite walks it.
 */
export const publicSections = contentTypeNames;
export type PublicSection = (typeof publicSections)[number];

export const publicPages = ['about-us', 'faq', 'contact-us', 'metaverses/compare', 'metaverses/landing'] as const;

/**
 * The first segment of every address this site answers under a language (`/fa/<segment>/…`),
 * and at its root: any other address can only be an old one, looked up in the redirect table.
 * A unit test holds the first list to the folders of `src/app/[locale]`.
 */
export const localeRootSegments: readonly string[] = [
  ...publicSections,
  'about-us', 'faq', 'contact-us', 'metaverses', 'search', 'reset-password', 'verify-email', 'newsletter', 'diagnostics', 'list-query', 'user', 'manager', 'feeds', 'preview', 'offline', 'manifest.webmanifest',
];
export const appRootSegments: readonly string[] = ['fa', 'en', 'api', '_next', 'media', 'sanctum', 'robots.txt', 'sitemap.xml', 'icon.svg', 'favicon.ico', 'serwist', 'icons'];

type NavItem = { href: string; label: string };
type NavGroup = { label: string; items: NavItem[] };

/** The user panel's lists of saves, likes and checks: a group per kind, an entry per type it covers. */
export function engagementNav(registry: ContentTypeRegistry = contentTypes): NavGroup[] {
  return Object.entries(engagementTypesOf(registry)).map(([kind, types]) => ({
    label: kind,
    items: types.map((type) => ({ href: `/user/panel/${kind}/${type}`, label: type })),
  }));
}

/** User panel sidebar; labels are keys of the `panel` message namespace. */
export const userPanelNav: NavGroup[] = [
  {
    label: 'title',
    items: [
      { href: '/user/panel/dashboard', label: 'dashboard' },
      { href: '/user/panel/notifications', label: 'notifications' },
      { href: '/user/panel/events', label: 'events' },
      { href: '/user/panel/tickets', label: 'tickets' },
      { href: '/user/panel/whereToStart', label: 'whereToStart' },
      { href: '/user/panel/setting', label: 'setting' },
    ],
  },
  ...engagementNav(),
];

/** Every user panel path of SPEC §2 with a fixed address (dynamic ones are listed with a sample id). */
export const userPanelPaths = [
  ...userPanelNav.flatMap((group) => group.items.map((item) => item.href)),
  '/user/panel/complete-information',
  '/user/panel/tickets/create',
];

/** Manager sidebar; `permission` is the section's view permission from the permission registry. */
export type ManagerNavItem = NavItem & { permission: PermissionName };
export const managerPanelNav: { label: string; items: ManagerNavItem[] }[] = [
  {
    label: 'groupOverview',
    items: [
      { href: '/manager/panel/dashboard', label: 'dashboard', permission: 'dashboard.view' },
      { href: '/manager/panel/statistics', label: 'statistics', permission: 'statistics.view' },
      { href: '/manager/panel/analytics', label: 'analytics', permission: 'analytics.view' },
      { href: '/manager/panel/activities', label: 'activities', permission: 'activities.view' },
    ],
  },
  {
    label: 'groupContent',
    items: ([...contentTypeNames, 'categories', 'tags', 'faqs'] as const).map((resource) => ({
      href: `/manager/panel/${resource}`,
      label: resource,
      permission: `${resource}.view` as const,
    })),
  },
  {
    label: 'groupCommunity',
    items: [
      { href: '/manager/panel/comments', label: 'comments', permission: 'comments.view' },
      { href: '/manager/panel/tickets', label: 'tickets', permission: 'tickets.view' },
      { href: '/manager/panel/contacts', label: 'contacts', permission: 'contacts.view' },
      { href: '/manager/panel/events', label: 'events', permission: 'events.view' },
      { href: '/manager/panel/notification', label: 'notification', permission: 'notifications.view' },
      { href: '/manager/panel/newsletters', label: 'newsletters', permission: 'newsletters.view' },
      { href: '/manager/panel/newsletters/subscribers', label: 'subscribers', permission: 'subscribers.manage' },
      { href: '/manager/panel/whereToStart', label: 'whereToStart', permission: 'where-to-start.view' },
      { href: '/manager/panel/users', label: 'users', permission: 'users.view' },
    ],
  },
  {
    label: 'groupAccess',
    items: [
      { href: '/manager/panel/acl/roles', label: 'roles', permission: 'acl.manage' },
      { href: '/manager/panel/acl/permissions', label: 'permissions', permission: 'acl.manage' },
      { href: '/manager/panel/acl/permissionToRole', label: 'permissionToRole', permission: 'acl.manage' },
      { href: '/manager/panel/integrations', label: 'integrations', permission: 'integrations.manage' },
    ],
  },
  {
    // Bringing an old site in, taking the whole site out, and keeping old addresses working.
    label: 'groupSite',
    items: [
      { href: '/manager/panel/import', label: 'import', permission: 'import.run' },
      { href: '/manager/panel/export', label: 'export', permission: 'export.run' },
      { href: '/manager/panel/redirects', label: 'redirects', permission: 'redirects.view' },
      { href: '/manager/panel/media', label: 'media', permission: 'import.run' },
      { href: '/manager/panel/webhooks', label: 'webhooks', permission: 'webhooks.manage' },
    ],
  },
];

export const managerPanelPaths = managerPanelNav.flatMap((group) => group.items.map((item) => item.href));

const managerResources: readonly string[] = [...contentTypeNames, 'categories', 'tags', 'events', 'faqs', 'notification', 'whereToStart'];

type PanelPage = { section: string; action?: 'create' | 'edit' | 'detail' | 'editList' | 'createItem' | 'revisions' };

/**
 * Resolves a panel address (after `/user/panel` or `/manager/panel`) to its section and action,
 * or null when SPEC §2 has no such screen.
 */
export function resolvePanelPage(area: 'user' | 'manager', segments: string[]): PanelPage | null {
  const path = segments.join('/');
  if (area === 'user') {
    if (userPanelPaths.includes(`/user/panel/${path}`)) {
      return path === 'tickets/create' ? { section: 'tickets', action: 'create' } : { section: path };
    }
    if (/^tickets\/[\w-]+\/detail$/.test(path)) return { section: 'tickets', action: 'detail' };
    if (/^whereToStart\/[\w-]+$/.test(path)) return { section: 'whereToStart', action: 'detail' };
    return null;
  }
  const [first = '', second, third] = segments;
  if (segments.length === 1 && ['dashboard', 'activities', 'statistics', 'analytics', 'contacts', 'comments', 'tickets', 'users', 'import', 'export', 'redirects', 'media', 'integrations', 'webhooks'].includes(first)) {
    return { section: first };
  }
  if (first === 'comments' || first === 'tickets' || first === 'contacts') {
    return third === 'detail' && segments.length === 3 ? { section: first, action: 'detail' } : null;
  }
  if (first === 'users') return third === 'edit' && segments.length === 3 ? { section: first, action: 'edit' } : null;
  if (first === 'newsletters') {
    if (segments.length === 1) return { section: first };
    if (segments.length === 2 && second === 'subscribers') return { section: 'subscribers' };
    if (segments.length === 2 && second === 'create') return { section: first, action: 'create' };
    return third === 'detail' && segments.length === 3 ? { section: first, action: 'detail' } : null;
  }
  if (first === 'acl') {
    if (second === 'permissionToRole' && segments.length === 2) return { section: 'permissionToRole' };
    if (second !== 'permissions' && second !== 'roles') return null;
    if (segments.length === 2) return { section: second };
    if (segments.length === 3 && third === 'create') return { section: second, action: 'create' };
    if (segments.length === 4 && segments[3] === 'edit') return { section: second, action: 'edit' };
    return null;
  }
  if (!managerResources.includes(first)) return null;
  if (segments.length === 1) return { section: first };
  if (segments.length === 2 && second === 'create') return { section: first, action: 'create' };
  const action = segments[2];
  if (segments.length !== 3) return null;
  if (action === 'edit') return { section: first, action: 'edit' };
  if (action === 'revisions' && isContentType(first)) return { section: first, action: 'revisions' };
  if (action === 'detail' && first === 'notification') return { section: first, action: 'detail' };
  if ((action === 'editList' || action === 'createItem') && first === 'whereToStart') return { section: first, action };
  return null;
}

/** The request header through which the proxy tells panel layouts the address they render. */
export const PANEL_PATH_HEADER = 'x-darvazeh-panel-path';

/** The request header through which the proxy tells a preview page's 404 the token it was opened with. */
export const PREVIEW_TOKEN_HEADER = 'x-darvazeh-preview-token';

/**
 * Whether a full address (`/fa/user/panel/tickets`) is a panel screen of SPEC §2. Addresses that
 * are not under a panel, and the bare panel roots, count as known: only what lies under a panel
 * and names no screen is refused.
 */
export function isKnownPanelAddress(pathname: string): boolean {
  const match = /^\/[a-z]{2}\/(user|manager)\/panel\/(.+?)\/?$/.exec(pathname);
  if (!match) return true;
  return resolvePanelPage(match[1] as 'user' | 'manager', match[2]!.split('/')) !== null;
}

const actionPermission = { create: 'create', edit: 'update', editList: 'update', createItem: 'update', detail: 'view', revisions: 'view' } as const;

/**
 * The permission a manager page needs: its section's view permission from the sidebar, or the
 * matching write permission for create and edit screens (`articles/create` → `articles.create`).
 * Null for an address that is no manager screen (it is a 404 anyway).
 */
export function managerPagePermission(segments: string[]): PermissionName | null {
  const page = resolvePanelPage('manager', segments);
  if (!page) return null;
  const item = managerPanelNav.flatMap((group) => group.items).find((entry) => entry.label === page.section);
  if (!item) return null;
  if (!page.action) return item.permission;
  // An issue is written to be sent: whoever may send newsletters composes them.
  if (page.section === 'newsletters' && page.action === 'create') return 'newsletters.send';
  const write = item.permission.replace(/\.view$/, `.${actionPermission[page.action]}`);
  return isRegisteredPermission(write) ? write : item.permission;
}
