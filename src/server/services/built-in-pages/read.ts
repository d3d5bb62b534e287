import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { builtInPages } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { BuiltInPage } from '@/shared/built-in-pages';
import type { BuiltInPageJson } from '@/shared/schemas/built-in-pages';

export function toBuiltInPageJson(row: typeof builtInPages.$inferSelect): BuiltInPageJson {
  return { page: row.page, locale: row.locale, title: row.title, body: row.body, content_id: row.contentId, updated_at: row.updatedAt.toISOString() };
}

/**
 * A built-in page's own title and text in `locale`, or null while it shows the default. One
 * lookup by primary key: the page renders once, then is served from the page cache until its
 * text changes (the verbs revalidate it).
 */
export async function getBuiltInPage(page: BuiltInPage, locale: Locale, db: Database = getDb()): Promise<{ title: string; body: string } | null> {
  const [row] = await db
    .select({ title: builtInPages.title, body: builtInPages.body })
    .from(builtInPages)
    .where(and(eq(builtInPages.page, page), eq(builtInPages.locale, locale)));
  return row ?? null;
}

/** Which item each built-in page shows now, where it shows one (a handful of rows: pages × languages). */
export async function listBuiltInPageSources(db: Database = getDb()): Promise<{ page: BuiltInPage; locale: Locale; contentId: string | null }[]> {
  return db.select({ page: builtInPages.page, locale: builtInPages.locale, contentId: builtInPages.contentId }).from(builtInPages);
}
