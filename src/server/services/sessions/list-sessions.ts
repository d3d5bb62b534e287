import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { describeDevice } from '@/server/auth/devices';
import { getDb } from '@/server/db/client';
import { accessTokens } from '@/server/db/schema';
import type { SessionView } from '@/shared/schemas/sessions';

/**
 * The user's live sessions, most recently used first, each described from its user agent; the
 * one of `currentTokenId` (the request's own) is marked. A session not used since it signed in
 * was last used then.
 */
export async function listSessions({ userId, currentTokenId }: { userId: string; currentTokenId: string }): Promise<SessionView[]> {
  const lastUsed = sql<Date>`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`.mapWith(accessTokens.createdAt);
  const rows = await getDb()
    .select({ id: accessTokens.id, userAgent: accessTokens.userAgent, ip: accessTokens.ip, createdAt: accessTokens.createdAt, lastUsed })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), gt(accessTokens.expiresAt, new Date())))
    .orderBy(desc(lastUsed), desc(accessTokens.createdAt));
  return rows.map((row) => {
    const { browser, os, device, kind } = describeDevice(row.userAgent);
    return {
      id: row.id,
      browser,
      os,
      device,
      device_kind: kind,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsed.toISOString(),
      current: row.id === currentTokenId,
    };
  });
}
