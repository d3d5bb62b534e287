import type { Database, Transaction } from '@/server/db/client';
import { activityLogs } from '@/server/db/schema';
import { isSystem, type ClientInfo, type WriteContext } from '@/server/services/context';

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
 * Writes one activity-log row of a sign-in event (a person or a visitor). Pass the transaction of
 * the change it describes, so the log and the change commit or roll back together.
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
 * The activity row of a write, in its transaction: filed under the person writing, or marked as
 * the system's. The resource is the part of `action` before its verb (`events.update` → `events`).
 */
export async function recordWrite(
  tx: Database | Transaction,
  { ctx, actor }: WriteContext,
  action: string,
  resourceId: string | null,
  summary?: Record<string, unknown>,
): Promise<void> {
  await tx.insert(activityLogs).values({
    actorId: actor.id,
    bySystem: isSystem(actor),
    action,
    resource: action.slice(0, action.lastIndexOf('.')),
    resourceId,
    summary: summary ?? {},
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
}
