import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { contents, importKeys } from '@/server/db/schema';
import type { ContentType } from '@/shared/content-types';
import type { ImportReport } from './report';

/** An imported item whose WordPress post hangs under another (a page under its parent page). */
export type ParentLink = { id: string; type: ContentType; parent: number; postId: number; title: string };

/** Keys looked up per statement. */
const CHUNK = 1000;

/**
 * Hangs each imported item under the item its parent post became, once every item of the file is
 * in (a child may come before its parent). A parent left behind (skipped, or imported as another
 * type, whose breadcrumbs would lead elsewhere) is a report line, and the item stands at the top.
 */
export async function linkParents(tx: Transaction, links: ParentLink[], siteKey: string, report: ImportReport): Promise<void> {
  const keyOf = (postId: number) => `${siteKey}post|${postId}`;
  const keys = [...new Set(links.map((link) => keyOf(link.parent)))];
  const parents = new Map<string, { id: string; type: ContentType }>();
  for (let at = 0; at < keys.length; at += CHUNK) {
    const rows = await tx
      .select({ key: importKeys.sourceKey, id: contents.id, type: contents.type })
      .from(importKeys)
      .innerJoin(contents, eq(contents.id, importKeys.targetId))
      .where(and(eq(importKeys.kind, 'content'), inArray(importKeys.sourceKey, keys.slice(at, at + CHUNK))));
    for (const row of rows) parents.set(row.key, row);
  }
  const childrenOf = new Map<string, string[]>();
  for (const link of links) {
    const parent = parents.get(keyOf(link.parent));
    if (!parent || parent.type !== link.type || parent.id === link.id) {
      report.add({ level: 'warning', kind: link.type, key: String(link.postId), title: link.title, message: 'parentNotKept', detail: String(link.parent) });
      continue;
    }
    childrenOf.set(parent.id, [...(childrenOf.get(parent.id) ?? []), link.id]);
  }
  for (const [parentId, children] of childrenOf) await tx.update(contents).set({ parentId }).where(inArray(contents.id, children));
}
