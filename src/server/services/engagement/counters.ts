import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { ledgerKindOf, type EngagementKind, type EngagementType } from '@/shared/schemas/engagement';
import { isVisible } from '@/server/services/content/visibility';

const counterKeys = { saves: 'saveCount', likes: 'likeCount', checks: 'checkCount' } as const;

/** The counter column on `contents` that mirrors each kind of the ledger. */
export function counterOf(kind: EngagementKind) {
  return contents[counterKeys[kind]];
}

/**
 * Moves the item's counter by `delta` and returns its new value. `updated_at` is kept as it was:
 * a like is not an edit, and the sitemap's lastmod must not move with it. Never below zero.
 */
export async function moveCounter(tx: Transaction, kind: EngagementKind, id: string, delta: 1 | -1): Promise<number> {
  const counter = counterOf(kind);
  const [row] = await tx
    .update(contents)
    .set({ [counterKeys[kind]]: sql`greatest(${counter} + ${delta}, 0)`, updatedAt: sql`${contents.updatedAt}` })
    .where(eq(contents.id, id))
    .returning({ count: counter });
  return row?.count ?? 0;
}

export function ledgerKind(kind: EngagementKind) {
  return ledgerKindOf[kind];
}

/**
 * The item's current counter for `kind`. With `visibleOnly`, an item that is not public (or not
 * of `type`) is a 404: nobody may save what they cannot see.
 */
export async function currentCount(
  db: Database | Transaction,
  { kind, type, id, visibleOnly }: { kind: EngagementKind; type: EngagementType; id: string; visibleOnly: boolean },
): Promise<number> {
  const where = and(eq(contents.id, id), eq(contents.type, type), visibleOnly ? isVisible() : sql`true`);
  const [row] = await db.select({ count: counterOf(kind) }).from(contents).where(where);
  if (!row) throw new NotFoundError();
  return row.count;
}
