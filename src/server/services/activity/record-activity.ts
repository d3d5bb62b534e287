import type { Database, Transaction } from '@/server/db/client';
import { activityLogs } from '@/server/db/schema';
import type { ClientInfo } from '@/server/http/client-info';

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
