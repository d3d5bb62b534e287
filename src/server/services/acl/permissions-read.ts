import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { permissions } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { PermissionView } from '@/shared/schemas/acl';
import { serializePermission } from './serialize';

/** Every permission, registry and custom, by name (so each resource's actions sit together). */
export async function listPermissions(): Promise<PermissionView[]> {
  const rows = await getDb().select().from(permissions).orderBy(asc(permissions.name));
  return rows.map(serializePermission);
}

/** One permission, or a 404. */
export async function getPermission(id: string): Promise<PermissionView> {
  const [row] = await getDb().select().from(permissions).where(eq(permissions.id, id));
  if (!row) throw new NotFoundError();
  return serializePermission(row);
}
