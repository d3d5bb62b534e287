/**
 * How an activity-log entry is read: its action `<resource>.<verb>` split in two, and the
 * manager-panel page of the record it names, where the panel has one. Isomorphic.
 */
import { isContentType } from './content-types';

export function splitAction(action: string): { resource: string; verb: string } {
  const at = action.lastIndexOf('.');
  return at < 0 ? { resource: action, verb: '' } : { resource: action.slice(0, at), verb: action.slice(at + 1) };
}

/** The panel page (after the language) of each resource's record, by id. */
const recordPages: Record<string, (id: string) => string> = {
  categories: (id) => `/manager/panel/categories/${id}/edit`,
  tags: (id) => `/manager/panel/tags/${id}/edit`,
  faqs: (id) => `/manager/panel/faqs/${id}/edit`,
  events: (id) => `/manager/panel/events/${id}/edit`,
  notifications: (id) => `/manager/panel/notification/${id}/detail`,
  'where-to-start': (id) => `/manager/panel/whereToStart/${id}/editList`,
  comments: (id) => `/manager/panel/comments/${id}/detail`,
  contacts: (id) => `/manager/panel/contacts/${id}/detail`,
  tickets: (id) => `/manager/panel/tickets/${id}/detail`,
  users: (id) => `/manager/panel/users/${id}/edit`,
  roles: (id) => `/manager/panel/acl/roles/${id}/edit`,
  permissions: (id) => `/manager/panel/acl/permissions/${id}/edit`,
};

/** The resources whose records have a page of their own in the manager panel. */
export function hasRecordPage(resource: string): boolean {
  return isContentType(resource) || Object.hasOwn(recordPages, resource);
}

/** The panel page of a record, or null when its resource has none (media, redirects, runs). */
export function activityRecordPath(resource: string, id: string): string | null {
  if (isContentType(resource)) return `/manager/panel/${resource}/${id}/edit`;
  return Object.hasOwn(recordPages, resource) ? recordPages[resource]!(id) : null;
}
