import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { redirects } from '@/server/db/schema';
import { redirectSource } from '@/shared/redirects';

/** Where an old address now lives (one indexed lookup), or null. */
export async function findRedirect(pathAndQuery: string, db: Database = getDb()): Promise<string | null> {
  const source = redirectSource(pathAndQuery);
  if (!source) return null;
  const [row] = await db.select({ target: redirects.target }).from(redirects).where(eq(redirects.source, source)).limit(1);
  return row?.target ?? null;
}
