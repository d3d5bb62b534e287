import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sha256 } from '@/server/auth/secrets';
import { getDb, type Database } from '@/server/db/client';
import { contents, previewLinks } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { detailWhere } from '../content/get-by-slug';
import type { ContentDetail } from '../content/items';

export type Preview = { item: ContentDetail; expires_at: string };

/**
 * What a preview link shows, to anyone holding it: the item in `locale` as its public page will
 * show it, whatever its status. A forged, revoked or expired token, or a language the item is not
 * written in, is the same NotFoundError as a page that does not exist.
 */
export async function openPreview(token: string, locale: Locale, db: Database = getDb()): Promise<Preview> {
  const [link] = await db
    .select({ contentId: previewLinks.contentId, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, sha256(token)), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, sql`now()`)));
  if (!link) throw new NotFoundError();
  const item = await detailWhere(eq(contents.id, link.contentId), locale, db);
  return { item, expires_at: link.expiresAt.toISOString() };
}
