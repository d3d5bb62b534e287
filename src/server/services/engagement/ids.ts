import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { interactions } from '@/server/db/schema';
import { engagementKinds, engagementTypes, isEngagementType, type EngagementIds } from '@/shared/schemas/engagement';

/** Every kind with an empty list for each type it covers, as the auth answer shows a new user. */
function emptyIds(): EngagementIds {
  return Object.fromEntries(
    engagementKinds.map((kind) => [kind, Object.fromEntries(engagementTypes[kind].map((type) => [type, [] as string[]]))]),
  ) as EngagementIds;
}

/**
 * The ids of everything a user saved, liked and checked, grouped as SPEC §3's auth answer lists
 * them (newest first). One query; the ledger is the only source, so check-auth agrees with it at once.
 */
export async function engagementIdsOf(userId: string, db: Database = getDb()): Promise<EngagementIds> {
  const ids = emptyIds();
  const rows = await db
    .select({ kind: interactions.kind, type: interactions.contentType, id: interactions.contentId })
    .from(interactions)
    .where(eq(interactions.userId, userId))
    .orderBy(interactions.createdAt);
  for (const row of rows.reverse()) {
    const kind = `${row.kind}s` as const;
    if (!isEngagementType(kind, row.type)) continue;
    (ids[kind] as Record<string, string[]>)[row.type]?.push(row.id);
  }
  return ids;
}
