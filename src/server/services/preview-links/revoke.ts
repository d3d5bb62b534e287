import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { previewLinks } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { ContentType } from '@/shared/content-types';
import { recordWrite } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { previewedItem } from './list';
import { transaction } from '@/server/db/unit-of-work';

/** Revokes one link of the item at once (the route has checked `{type}.update`); revoking it again changes nothing. */
export async function revokePreviewLink(
  { type, contentId, linkId, by }: { type: ContentType; contentId: string; linkId: string; by: WriteContext },
  db: Database = getDb(),
): Promise<void> {
  await transaction(db, async (tx) => {
    await previewedItem(tx, type, contentId);
    const [link] = await tx
      .select({ revokedAt: previewLinks.revokedAt })
      .from(previewLinks)
      .where(and(eq(previewLinks.id, linkId), eq(previewLinks.contentId, contentId)));
    if (!link) throw new NotFoundError();
    if (link.revokedAt) return;
    await tx
      .update(previewLinks)
      .set({ revokedAt: new Date(), revokedBy: by.actor.id })
      .where(and(eq(previewLinks.id, linkId), isNull(previewLinks.revokedAt)));
    await recordWrite(tx, by, `${type}.preview_link_revoke`, contentId, {});
  });
}
