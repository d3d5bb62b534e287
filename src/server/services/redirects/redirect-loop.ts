import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { redirects } from '@/server/db/schema';
import { redirectSource } from '@/shared/redirects';

/** Longer chains than this are not followed further: no site keeps so many hops on purpose. */
const MAX_HOPS = 50;

/**
 * Whether a redirect from `source` to `target` would send a visitor round in a circle: the target is
 * the source itself, or the redirects already in the table lead from the target back to it. A
 * request for an address meets the table in its stored form, so each hop is followed that way.
 * Two managers adding the two halves of a loop at once wait for each other (the lock is held until
 * the transaction ends), so neither check misses the other's row.
 */
export async function leadsBackTo(tx: Transaction, { source, target }: { source: string; target: string }): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirects.chain'))`);
  const seen = new Set<string>();
  let next = redirectSource(target);
  for (let hop = 0; next !== null && hop < MAX_HOPS; hop += 1) {
    if (next === source) return true;
    // A loop already in the table (left by an import) must not keep this one waiting for ever.
    if (seen.has(next)) return false;
    seen.add(next);
    const [row] = await tx.select({ target: redirects.target }).from(redirects).where(eq(redirects.source, next)).limit(1);
    next = row ? redirectSource(row.target) : null;
  }
  return false;
}
