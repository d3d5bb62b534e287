/**
 * The permission registry (SPEC §6, STYLE §16): every `resource.action` the manager panel and the
 * manager API check. Each content type of the registry is a publishable resource; the others are
 * listed here. Names only: their titles are messages (`managerAcl.permissionTitles`, read by
 * `permission-titles.ts`), seeded into `permissions` on every start.
 */
import { contentTypeNames, type ContentType } from './content-types';

const crud = ['view', 'create', 'update', 'delete'] as const;
const publishable = [...crud, 'publish'] as const;

/** The resources besides the content types, and the actions each has. */
const operationalActions = {
  categories: crud,
  tags: crud,
  events: crud,
  faqs: crud,
  notifications: crud,
  'where-to-start': crud,
  comments: ['view', 'delete', 'moderate'],
  tickets: ['view', 'update', 'reply'],
  contacts: ['view', 'update', 'delete'],
  users: ['view', 'update'],
  roles: crud,
  permissions: crud,
  redirects: ['view', 'create', 'delete'],
  // The built-in pages' own text (about, FAQ, contact: src/shared/built-in-pages.ts).
  pages: ['update'],
  newsletters: ['view', 'send'],
  subscribers: ['manage'],
} as const;

type ResourceActions = Record<ContentType, typeof publishable> & typeof operationalActions;
const resourceActions: ResourceActions = {
  ...(Object.fromEntries(contentTypeNames.map((type) => [type, publishable])) as Record<ContentType, typeof publishable>),
  ...operationalActions,
};
type Resource = keyof ResourceActions;

type ResourcePermission = {
  [R in Resource]: `${R}.${ResourceActions[R][number]}`;
}[Resource];

/** Permissions that stand alone, one to a group of their own. */
const standalone = ['acl.manage', 'statistics.view', 'analytics.view', 'activities.view', 'dashboard.view', 'import.run', 'export.run', 'integrations.manage', 'webhooks.manage'] as const;

/** Every permission name the code checks. */
export type PermissionName = ResourcePermission | (typeof standalone)[number];

export type PermissionDefinition = { name: PermissionName; resource: string; action: string; standalone: boolean };

/** The registry, in a stable order (resource by resource, content types first) for the permissions screens. */
export const permissionRegistry: readonly PermissionDefinition[] = [
  ...(Object.keys(resourceActions) as Resource[]).flatMap((resource) =>
    resourceActions[resource].map((action) => ({ name: `${resource}.${action}` as PermissionName, resource, action, standalone: false })),
  ),
  ...standalone.map((name) => {
    const [resource = name, action = ''] = name.split('.');
    return { name, resource, action, standalone: true };
  }),
];

export const permissionNames: readonly PermissionName[] = permissionRegistry.map((entry) => entry.name);

/** True for a name in the code registry (custom permissions created on the ACL screen are not). */
export function isRegisteredPermission(name: string): name is PermissionName {
  return (permissionNames as readonly string[]).includes(name);
}

/** The create and update rights of `resources`: whoever holds one of them edits something of theirs. */
export function editingPermissions(resources: readonly string[]): PermissionName[] {
  return resources.flatMap((resource) => [`${resource}.create`, `${resource}.update`] as PermissionName[]);
}
