import { randomUUID } from 'node:crypto';
import { getDb, type Database } from '@/server/db/client';
import { webhookEndpoints } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { seal } from '@/server/auth/secret-box';
import { createWebhookEndpointInput, type CreatedWebhookEndpointJson } from '@/shared/schemas/webhooks';
import { refusedAddressOf } from './address-guard';
import { toEndpointJson } from './json';
import { transaction } from '@/server/db/unit-of-work';
import { newWebhookSecret } from './secret';

/**
 * Registers an endpoint. Its host must resolve, and to no private, loopback or link-local address
 * unless the operator allows them (checked again at every delivery). The signing secret is stored
 * sealed and answered this once.
 */
export async function createWebhookEndpoint(
  { input, by }: { input: unknown; by: WriteContext },
  db: Database = getDb(),
): Promise<CreatedWebhookEndpointJson> {
  const { url, description, events } = createWebhookEndpointInput.parse(input);
  await assertPublicUrl(url);
  const secret = newWebhookSecret();
  return transaction(db, async (tx) => {
    const id = randomUUID();
    const secretCiphertext = await seal(tx, secret, id);
    const [row] = await tx.insert(webhookEndpoints).values({ id, url, description, events, secretCiphertext, createdBy: by.actor.id }).returning();
    await recordWrite(tx, by, 'webhooks.create', row!.id, { url, events });
    return { ...toEndpointJson(row!), secret };
  });
}

async function assertPublicUrl(url: string): Promise<void> {
  let refused: string | null;
  try {
    refused = await refusedAddressOf(new URL(url));
  } catch {
    throw ValidationError.field('url', 'managerWebhooks.validation.unresolvable');
  }
  if (refused) throw ValidationError.field('url', 'managerWebhooks.validation.privateAddress', { address: refused });
}
