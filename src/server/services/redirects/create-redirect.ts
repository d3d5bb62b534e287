import { getDb, type Database } from '@/server/db/client';
import { redirects } from '@/server/db/schema';
import { ConflictError } from '@/server/errors';
import type { WriteContext } from '@/server/services/context';
import { recordWrite } from '@/server/services/activity/record-activity';
import { redirectSource } from '@/shared/redirects';
import { createRedirectInput, type RedirectJson } from '@/shared/schemas/portability';
import { toRedirectJson } from './list-redirects';
import { transaction } from '@/server/db/unit-of-work';

/** A manager's redirect from an old address to a page of this site; an address already redirected is a 409. */
export async function createRedirect({ input, by }: { input: unknown; by: WriteContext }, db: Database = getDb()): Promise<RedirectJson> {
  const { source, target } = createRedirectInput.parse(input);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(redirects)
      .values({ source: redirectSource(source)!, target, origin: 'manual' })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ConflictError('portability.redirectExists');
    await recordWrite(tx, by, 'redirects.create', row.id, { source: row.source, target: row.target });
    return toRedirectJson(row);
  });
}
