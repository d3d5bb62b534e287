/**
 * Who may do what: the one place permission data is read, by the route factory before a handler
 * runs, by services that check a further right inside their write, and by the manager pages.
 */
export { permissionsOf } from './permissions-of';
export { userHasPermission } from './has-permission';
export { requireAnyPermission, requirePermission } from './require-permission';
