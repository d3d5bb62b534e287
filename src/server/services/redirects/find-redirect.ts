import { and, eq, isNull, or } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contents, redirects } from '@/server/db/schema';
import { isVisible } from '@/server/services/content/visibility';
import { redirectSource } from '@/shared/redirects';

/**
 * Where an old address now lives (one indexed lookup), or null. A redirect to an item readers
 * cannot see yet (a draft, or scheduled for later) waits until they can: until then the old
 * address is the 404 it would be anyway, not a 301 to one.
 */
export async function findRedirect(pathAndQuery: string, db: Database = getDb()): Promise<string | null> {
  const source = redirectSource(pathAndQuery);
  if (!source) return null;
  const [row] = await db
    .select({ target: redirects.target })
    .from(redirects)
    .leftJoin(contents, eq(contents.id, redirects.contentId))
    .where(and(eq(redirects.source, source), or(isNull(redirects.contentId), isVisible())))
    .limit(1);
  return row?.target ?? null;
}
