import { count, desc, ilike, or } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { redirects } from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';
import type { RedirectJson, RedirectsQuery } from '@/shared/schemas/portability';

export function toRedirectJson(row: typeof redirects.$inferSelect): RedirectJson {
  return { id: row.id, source: row.source, target: row.target, origin: row.origin, created_at: row.createdAt.toISOString() };
}

/** The redirect table, newest first, filtered by part of either address. */
export async function listRedirects({ page, per_page, q }: RedirectsQuery, db: Database = getDb()) {
  const where = q ? or(ilike(redirects.source, containsPattern(q)), ilike(redirects.target, containsPattern(q))) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(redirects).where(where).orderBy(desc(redirects.createdAt), desc(redirects.id)).limit(per_page).offset((page - 1) * per_page),
    db.select({ value: count() }).from(redirects).where(where),
  ]);
  const value = total?.value ?? 0;
  return { data: rows.map(toRedirectJson), meta: { current_page: page, per_page, total: value, last_page: Math.max(1, Math.ceil(value / per_page)) } };
}
