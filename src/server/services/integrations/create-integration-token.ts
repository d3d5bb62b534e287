import { eq } from 'drizzle-orm';
import { permissionsOf } from '@/server/access';
import { newIntegrationToken } from '@/server/auth/integration-tokens';
import { getDb, type Database } from '@/server/db/client';
import { integrationTokens, users } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import type { UserActor, WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { displayName } from '@/server/services/notifications/names';
import { scopePermissions, type ApiScope } from '@/shared/api/scopes';
import { createIntegrationTokenInput, type CreatedIntegrationTokenJson } from '@/shared/schemas/integrations';
import { toIntegrationTokenJson } from './list-integration-tokens';
import { transaction } from '@/server/db/unit-of-work';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes an integration token acting as the manager who asks for it, narrowed to the chosen
 * scopes. A scope the manager holds none of the permissions of is refused (422, naming it). The
 * answer carries the plain token this once; only its hash is stored.
 */
export async function createIntegrationToken(
  { input, by }: { input: unknown; by: WriteContext<UserActor> },
  db: Database = getDb(),
): Promise<CreatedIntegrationTokenJson> {
  const { name, scopes, expires_in_days, allowed_addresses } = createIntegrationTokenInput.parse(input);
  const { plainText, tokenHash, prefix } = newIntegrationToken();
  return transaction(db, async (tx) => {
    // Read in the transaction, so the roles checked are the roles of the moment of the write.
    const held = by.actor.isSuperManager ? null : await permissionsOf(by.actor.id, tx);
    const beyond = held ? scopes.filter((scope: ApiScope) => !scopePermissions(scope).some((name) => held.has(name))) : [];
    if (beyond.length > 0) throw ValidationError.field('scopes', 'managerIntegrations.validation.scopesBeyond', { scopes: beyond.join(', ') });
    const [row] = await tx
      .insert(integrationTokens)
      .values({
        name,
        tokenHash,
        prefix,
        scopes,
        allowedAddresses: [...new Set(allowed_addresses)],
        expiresAt: new Date(Date.now() + expires_in_days * DAY_MS),
        createdBy: by.actor.id,
      })
      .returning();
    const [creator] = await tx.select({ name: displayName(users) }).from(users).where(eq(users.id, by.actor.id)).limit(1);
    await recordWrite(tx, by, 'integrations.create', row!.id, { name, scopes, token_expires_at: row!.expiresAt.toISOString() });
    return { ...toIntegrationTokenJson({ ...row!, creatorName: creator?.name ?? null }), token: plainText };
  });
}
