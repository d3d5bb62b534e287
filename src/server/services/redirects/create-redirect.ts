import { getDb, type Database } from '@/server/db/client';
import { redirects } from '@/server/db/schema';
import { ConflictError, ValidationError } from '@/server/errors';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { redirectSource } from '@/shared/redirects';
import { createRedirectInput, type RedirectJson } from '@/shared/schemas/portability';
import { toRedirectJson } from './list-redirects';
import { transaction } from '@/server/db/unit-of-work';
import { leadsBackTo } from './redirect-loop';

/**
 * A manager's redirect from an old address to a page of this site; an address already redirected
 * is a 409, and one whose target leads back to it, directly or through other redirects, a 422.
 */
export async function createRedirect({ input, by }: { input: unknown; by: WriteContext }, db: Database = getDb()): Promise<RedirectJson> {
  const { source, target } = createRedirectInput.parse(input);
  const stored = redirectSource(source)!;
  return transaction(db, async (tx) => {
    if (await leadsBackTo(tx, { source: stored, target })) throw ValidationError.field('target', 'portability.validation.loop');
    const [row] = await tx
      .insert(redirects)
      .values({ source: stored, target, origin: 'manual' })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ConflictError('portability.redirectExists');
    await recordWrite(tx, by, 'redirects.create', row.id, { source: row.source, target: row.target });
    return toRedirectJson(row);
  });
}
