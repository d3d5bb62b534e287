import { contentTypeNames } from '../../../src/shared/content-types';
import { managerPanelPaths, publicPages, publicSections, userPanelPaths } from '../../../src/shared/routes';
import { detailSections } from './route-fixtures';

/** Who opens a route: signed out, a reader with a completed profile, a reader who just joined, a manager. */
export type AxeRole = 'visitor' | 'reader' | 'newcomer' | 'manager';

export type AxeLocale = 'fa' | 'en';

/**
 * One address without its locale prefix, and the status it answers with. `{name}` stands for a
 * sample record of the running installation (`{articles.slug}`, `{ticket}`), filled in by
 * `resolveAxePath`, so the list is known before the server is.
 */
export type AxeRoute = { path: string; role: AxeRole; status?: 403 | 404 };

/** Sample values per language: slugs differ between languages, ids do not. */
export type AxeSamples = Record<AxeLocale, Record<string, string>>;

const publicRoutes: AxeRoute[] = [
  { path: '', role: 'visitor' },
  ...publicSections.map((section) => ({ path: `/${section}`, role: 'visitor' as const })),
  // Posts live in their feed: no page per post.
  ...detailSections.map((section) => ({ path: `/${section}/{${section}.slug}`, role: 'visitor' as const })),
  ...publicPages.map((page) => ({ path: `/${page}`, role: 'visitor' as const })),
  // The comparison filled in: its table is the widest thing a reader sees.
  { path: '/metaverses/compare?ids={metaverses.compared.0}&ids={metaverses.compared.1}', role: 'visitor' },
  { path: '/articles/category/{category.slug}', role: 'visitor' },
  { path: '/articles?q=bitcoin', role: 'visitor' },
  { path: '/search', role: 'visitor' },
  { path: '/search?q={search}', role: 'visitor' },
  { path: '/reset-password?token=not-a-real-token&email=reader%40example.com', role: 'visitor' },
  { path: '/verify-email?token=not-a-real-token', role: 'visitor' },
  { path: '/newsletter/confirm?token=not-a-real-token', role: 'visitor' },
  { path: '/newsletter/preferences?token=not-a-real-token', role: 'visitor' },
  // What the service worker shows offline for a page it has not kept (ADR 0030).
  { path: '/offline', role: 'visitor' },
  // A panel page opened signed out shows the sign-in prompt in place.
  { path: '/user/panel/dashboard', role: 'visitor' },
  { path: '/no-such-page', role: 'visitor', status: 404 },
];

/**
 * A route is a page file. Where one file serves every content type (the reader's saved, liked and
 * checked lists; the manager's list and edit screens), one type stands for the others: they differ
 * only in data. The manager's create screens stay one per type, since each shows its own fields.
 */
const [sampleType] = contentTypeNames;
const engagementPath = /^\/user\/panel\/(saves|likes|checks)\/([\w-]+)$/;
const isOtherTypeOfATemplate = (path: string) => {
  const engagement = engagementPath.exec(path);
  if (engagement) return userPanelPaths.find((other) => other.startsWith(`/user/panel/${engagement[1]}/`)) !== path;
  return contentTypeNames.some((type) => type !== sampleType && path === `/manager/panel/${type}`);
};

const userRoutes: AxeRoute[] = [
  ...userPanelPaths
    .filter((path) => !path.endsWith('/complete-information') && !isOtherTypeOfATemplate(path))
    .map((path) => ({ path, role: 'reader' as const })),
  { path: '/user/panel/tickets/{ticket}/detail', role: 'reader' },
  { path: '/user/panel/whereToStart/{guide}', role: 'reader' },
  { path: '/user/panel/complete-information', role: 'newcomer' },
  { path: '/user/panel/no-such-screen', role: 'reader', status: 404 },
  // A reader who is not staff is refused the manager panel.
  { path: '/manager/panel/dashboard', role: 'reader', status: 403 },
];

/** Manager resources with a create page and an edit page addressed by id, and the sample naming the id. */
const editedById: [resource: string, sample: string][] = [
  ...publicSections.map((section): [string, string] => [section, `${section}.id`]),
  ['categories', 'category'],
  ['tags', 'tag'],
  ['faqs', 'faq'],
  ['events', 'event'],
  ['notification', 'notification'],
];

const managerRoutes: AxeRoute[] = [
  ...managerPanelPaths.filter((path) => !isOtherTypeOfATemplate(path)).map((path) => ({ path, role: 'manager' as const })),
  ...editedById.flatMap(([resource, sample]) => [
    { path: `/manager/panel/${resource}/create`, role: 'manager' as const },
    ...(isContentType(resource) && resource !== sampleType ? [] : [{ path: `/manager/panel/${resource}/{${sample}}/edit`, role: 'manager' as const }]),
  ]),
  { path: `/manager/panel/${sampleType}/{${sampleType}.id}/revisions`, role: 'manager' },
  { path: '/manager/panel/notification/{notification}/detail', role: 'manager' },
  { path: '/manager/panel/whereToStart/create', role: 'manager' },
  { path: '/manager/panel/whereToStart/{guide}/editList', role: 'manager' },
  { path: '/manager/panel/whereToStart/{guide}/createItem', role: 'manager' },
  { path: '/manager/panel/newsletters/create', role: 'manager' },
  { path: '/manager/panel/newsletters/{issue}/detail', role: 'manager' },
  { path: '/manager/panel/comments/{comment}/detail', role: 'manager' },
  { path: '/manager/panel/tickets/{ticket}/detail', role: 'manager' },
  { path: '/manager/panel/contacts/{contact}/detail', role: 'manager' },
  { path: '/manager/panel/users/{user}/edit', role: 'manager' },
  { path: '/manager/panel/acl/roles/create', role: 'manager' },
  { path: '/manager/panel/acl/roles/{role}/edit', role: 'manager' },
  { path: '/manager/panel/acl/permissions/create', role: 'manager' },
  { path: '/manager/panel/acl/permissions/{permission}/edit', role: 'manager' },
  { path: '/manager/panel/no-such-screen', role: 'manager', status: 404 },
];

function isContentType(resource: string): boolean {
  return (contentTypeNames as readonly string[]).includes(resource);
}

/** Every route of SPEC §2: public pages, the user panel and the manager panel, with the error pages. */
export const axeRoutes: AxeRoute[] = [...publicRoutes, ...userRoutes, ...managerRoutes];

/** The address to open: `/{locale}` and the path with its samples filled in (URI-encoded). */
export function resolveAxePath(route: AxeRoute, samples: AxeSamples, locale: AxeLocale): string {
  const path = route.path.replace(/\{([\w.]+)\}/g, (_, name: string) => {
    const value = samples[locale][name];
    if (value === undefined) throw new Error(`No sample "${name}" for ${route.path}`);
    return encodeURIComponent(value);
  });
  return `/${locale}${path}`;
}
