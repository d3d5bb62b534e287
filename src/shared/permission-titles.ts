// Type-only imports: the browser's role matrix reads this file, and the registry behind
// `permissions.ts` carries zod.
import type { PermissionDefinition } from './permissions';

/** One language's `managerAcl.permissionTitles` messages. */
export type PermissionTitleMessages = {
  /** How an action and a resource make a title: `{action} {resource}`. */
  title: string;
  actions: Record<string, string>;
  resources: Record<string, string>;
  /** The titles of the standalone permissions, by resource (`acl` → `acl.manage`). */
  standalone: Record<string, string>;
  /** The headings of the standalone permissions' groups. */
  groups: Record<string, string>;
};

/** A registry permission's title in the language of `messages` (seeded into `permissions`). */
export function permissionTitle(entry: PermissionDefinition, messages: PermissionTitleMessages): string {
  if (entry.standalone) return messages.standalone[entry.resource] ?? entry.name;
  return messages.title
    .replace('{action}', messages.actions[entry.action] ?? entry.action)
    .replace('{resource}', messages.resources[entry.resource] ?? entry.resource);
}

/**
 * The heading of a permission group in the language of `messages`, or null for the group of a
 * custom permission, whose resource exists only as the Latin name a manager typed.
 */
export function permissionGroupTitle(resource: string, messages: PermissionTitleMessages, locale: 'fa' | 'en'): string | null {
  const text = messages.groups[resource] ?? messages.resources[resource];
  if (!text) return null;
  return locale === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** `articles.create` → `articles`: the group a permission is shown under in the role matrix. */
export function permissionResource(name: string): string {
  return name.split('.')[0] ?? name;
}
