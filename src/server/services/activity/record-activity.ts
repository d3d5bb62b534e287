import type { Database, Transaction } from '@/server/db/client';
import { activityLogs } from '@/server/db/schema';
import type { ClientInfo } from '@/server/http/client-info';
import type { ServiceContext } from '@/server/services/context';

export type ActivityInput = {
  actorId: string | null;
  /** `auth.login`, `auth.login_failed`, `articles.create`, … */
  action: string;
  resource: string;
  resourceId?: string | null;
  summary?: Record<string, unknown>;
  client: ClientInfo;
};

/**
 * Writes one activity-log row. Pass the transaction of the change it describes, so the log and
 * the change commit or roll back together.
 */
export async function recordActivity(db: Database | Transaction, input: ActivityInput): Promise<void> {
  await db.insert(activityLogs).values({
    actorId: input.actorId,
    action: input.action,
    resource: input.resource,
    resourceId: input.resourceId ?? null,
    summary: input.summary ?? {},
    ip: input.client.ip,
    userAgent: input.client.userAgent,
  });
}

/**
 * The activity row of a signed-in person's write, in its transaction: the resource is the part of
 * `action` before its verb (`events.update` → `events`).
 */
export async function recordWrite(
  tx: Database | Transaction,
  { ctx, actor }: { ctx: ServiceContext; actor: { id: string } },
  action: string,
  resourceId: string | null,
  summary?: Record<string, unknown>,
): Promise<void> {
  await recordActivity(tx, { actorId: actor.id, action, resource: action.slice(0, action.lastIndexOf('.')), resourceId, summary, client: ctx });
}
