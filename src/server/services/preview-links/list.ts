import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { contents, contentTranslations, previewLinks, users } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import type { PreviewLinkJson } from '@/shared/schemas/preview-links';
import { displayName, personOrNull } from '../notifications/names';
import { previewToken } from './token';

/** The item's type, status, date and languages; a 404 when `id` is no item of `type`. */
export async function previewedItem(db: Database | Transaction, type: ContentType, id: string) {
  const [item] = await db
    .select({ id: contents.id, status: contents.status, publishedAt: contents.publishedAt })
    .from(contents)
    .where(and(eq(contents.id, id), eq(contents.type, type)));
  if (!item) throw new NotFoundError();
  const languages = await db.select({ locale: contentTranslations.locale }).from(contentTranslations).where(eq(contentTranslations.contentId, id));
  return { ...item, locales: languages.map((row) => row.locale as Locale) };
}

type LinkRow = { id: string; createdAt: Date; expiresAt: Date; revokedAt: Date | null; creatorId: string | null; creatorName: string | null };

/** A link as the editor sees it: its addresses in the item's languages only while it still opens. */
export async function toPreviewLinkJson(db: Database | Transaction, row: LinkRow, locales: readonly Locale[], now = new Date()): Promise<PreviewLinkJson> {
  const isActive = row.revokedAt === null && row.expiresAt > now;
  const token = isActive ? await previewToken(db, row.id) : null;
  return {
    id: row.id,
    created_by: personOrNull(row.creatorId, row.creatorName),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    is_active: isActive,
    paths: token ? Object.fromEntries(locales.map((locale) => [locale, `/${locale}/preview/${token}`])) : {},
  };
}

/** Every preview link of one item, newest first, with who made it. */
export async function listPreviewLinks({ type, contentId }: { type: ContentType; contentId: string }, db: Database = getDb()): Promise<PreviewLinkJson[]> {
  const item = await previewedItem(db, type, contentId);
  const rows = await db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
      creatorId: users.id,
      creatorName: sql<string | null>`${displayName(users)}`,
    })
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(eq(previewLinks.contentId, contentId))
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
  const now = new Date();
  return Promise.all(rows.map((row) => toPreviewLinkJson(db, row, item.locales, now)));
}
