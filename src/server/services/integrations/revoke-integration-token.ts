import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { integrationTokens } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Revokes an integration token: refused from the next request on. The row stays, marked, so the
 * list keeps saying what the token was; a token already revoked is a 404 like an unknown one.
 */
export async function revokeIntegrationToken({ id, by }: { id: string; by: WriteContext }, db: Database = getDb()): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .update(integrationTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(integrationTokens.id, id), isNull(integrationTokens.revokedAt)))
      .returning({ id: integrationTokens.id, name: integrationTokens.name });
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'integrations.revoke', row.id, { name: row.name });
  });
}
