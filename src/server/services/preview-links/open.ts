import { eq, sql } from 'drizzle-orm';
import { sha256 } from '@/server/auth/secrets';
import { getDb, type Database } from '@/server/db/client';
import { contents, previewLinks } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { detailWhere } from '../content/get-by-slug';
import type { ContentDetail } from '../content/items';

export type Preview = { item: ContentDetail; expires_at: string };

/**
 * A real link that no longer opens: its holder is told it was revoked or ran out, and when, instead
 * of the 404 a forged token gets (the token proves they were sent it).
 */
export class ClosedPreviewError extends NotFoundError {
  constructor(
    readonly reason: 'revoked' | 'expired',
    readonly closedAt: Date,
  ) {
    super(`preview.closed.${reason}Short`);
  }
}

/**
 * What a preview link shows, to anyone holding it: the item in `locale` as its public page will
 * show it, whatever its status. A revoked or expired link throws ClosedPreviewError; a forged
 * token, or a language the item is not written in, the same NotFoundError as a missing page.
 */
export async function openPreview(token: string, locale: Locale, db: Database = getDb()): Promise<Preview> {
  const [link] = await db
    .select({
      contentId: previewLinks.contentId,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
      isExpired: sql<boolean>`${previewLinks.expiresAt} <= now()`,
    })
    .from(previewLinks)
    .where(eq(previewLinks.tokenHash, sha256(token)));
  if (!link) throw new NotFoundError();
  if (link.revokedAt) throw new ClosedPreviewError('revoked', link.revokedAt);
  if (link.isExpired) throw new ClosedPreviewError('expired', link.expiresAt);
  const item = await detailWhere(eq(contents.id, link.contentId), locale, db);
  return { item, expires_at: link.expiresAt.toISOString() };
}
