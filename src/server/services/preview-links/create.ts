import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sha256 } from '@/server/auth/secrets';
import { getDb, type Database } from '@/server/db/client';
import { previewLinks, users } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import type { ContentType } from '@/shared/content-types';
import { statusReadersSee } from '@/shared/publishing';
import { createPreviewLinkSchema, type PreviewLinkJson } from '@/shared/schemas/preview-links';
import { recordWrite } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { displayName } from '../notifications/names';
import { previewedItem, toPreviewLinkJson } from './list';
import { previewToken } from './token';
import { transaction } from '@/server/db/unit-of-work';

const DAY_MS = 86_400_000;

/**
 * Makes a preview link for a draft or scheduled item (the route has checked `{type}.update`):
 * valid for the chosen days, logged with its expiry. An item readers already see needs none (422).
 * `expiresAt` lets the seed and tests make a link that has already run out.
 */
export async function createPreviewLink(
  { type, contentId, input, by, expiresAt }: { type: ContentType; contentId: string; input: unknown; by: WriteContext; expiresAt?: Date },
  db: Database = getDb(),
): Promise<PreviewLinkJson> {
  const { expires_in_days: days } = createPreviewLinkSchema.parse(input ?? {});
  return transaction(db, async (tx) => {
    const item = await previewedItem(tx, type, contentId);
    if (statusReadersSee(item.status, item.publishedAt) === 'published') {
      throw ValidationError.field('status', 'managerContent.previewLinks.alreadyPublic');
    }
    const id = randomUUID();
    const token = await previewToken(tx, id);
    const [row] = await tx
      .insert(previewLinks)
      .values({ id, contentId, tokenHash: sha256(token), createdBy: by.actor.id, expiresAt: expiresAt ?? new Date(Date.now() + days * DAY_MS) })
      .returning();
    const link = row!;
    await recordWrite(tx, by, `${type}.preview_link_create`, contentId, { expires_at: link.expiresAt.toISOString() });
    const [creator] = link.createdBy ? await tx.select({ name: displayName(users) }).from(users).where(eq(users.id, link.createdBy)) : [];
    return toPreviewLinkJson(tx, { ...link, creatorId: link.createdBy, creatorName: creator?.name ?? null }, item.locales);
  });
}
