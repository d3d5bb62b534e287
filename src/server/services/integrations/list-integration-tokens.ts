import { desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db/client';
import { integrationTokens, users, type IntegrationToken } from '@/server/db/schema';
import { displayName, personOrNull } from '@/server/services/notifications/names';
import type { IntegrationTokenJson } from '@/shared/schemas/integrations';

type Row = IntegrationToken & { creatorName: string | null };

/** A token as the API answers it: everything but its hash. */
export function toIntegrationTokenJson(row: Row, now = new Date()): IntegrationTokenJson {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    allowed_addresses: row.allowedAddresses,
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: personOrNull(row.createdBy, row.creatorName),
    status: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
  };
}

/** Every integration token, newest first, with who made it; revoked and expired ones stay listed. */
export async function listIntegrationTokens(db: Db = getDb()): Promise<IntegrationTokenJson[]> {
  const rows = await db
    .select({ token: integrationTokens, creatorName: displayName(users) })
    .from(integrationTokens)
    .innerJoin(users, eq(users.id, integrationTokens.createdBy))
    .orderBy(desc(integrationTokens.createdAt), desc(integrationTokens.id));
  const now = new Date();
  return rows.map(({ token, creatorName }) => toIntegrationTokenJson({ ...token, creatorName }, now));
}
