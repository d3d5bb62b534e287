import { and, count, eq } from 'drizzle-orm';
import { DELETE, GET, POST } from '@/app/api/user/[kind]/[type]/[id]/route';
import { GET as LIST } from '@/app/api/user/[kind]/[type]/route';
import { getDb } from '@/server/db/client';
import { contents, interactions } from '@/server/db/schema';
import { apiRequest, routeParams } from './http';

type Call = { kind: string; type: string; id: string; headers: Record<string, string>; locale?: 'fa' | 'en' };

const handlers = { GET, POST, DELETE };

/** Calls `/api/user/{kind}/{type}/{id}` with `method`, as a route handler receives it. */
export function engage(method: keyof typeof handlers, { kind, type, id, headers, locale = 'en' }: Call): Promise<Response> {
  const request = apiRequest(`/api/user/${kind}/${type}/${id}`, { method, headers, locale });
  return handlers[method](request, routeParams({ kind, type, id }));
}

/** Calls `GET /api/user/{kind}/{type}?query`. */
export function listEngaged(
  { kind, type, headers, query = '', locale = 'en' }: Omit<Call, 'id'> & { query?: string },
): Promise<Response> {
  return LIST(apiRequest(`/api/user/${kind}/${type}${query}`, { headers, locale }), routeParams({ kind, type }));
}

/** The item's counters and the ledger's row counts, to compare them. */
export async function countsOf(id: string) {
  const db = getDb();
  const [row] = await db
    .select({ likes: contents.likeCount, saves: contents.saveCount, checks: contents.checkCount })
    .from(contents)
    .where(eq(contents.id, id));
  const ledger = async (kind: 'like' | 'save' | 'check') =>
    (await db.select({ n: count() }).from(interactions).where(and(eq(interactions.contentId, id), eq(interactions.kind, kind))))[0]?.n ?? 0;
  return {
    counters: row ?? null,
    ledger: { likes: await ledger('like'), saves: await ledger('save'), checks: await ledger('check') },
  };
}
