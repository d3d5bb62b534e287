import { and, eq } from 'drizzle-orm';
import { invalidateBuiltInPage } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { builtInPages } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { Locale } from '@/i18n/locales';
import type { BuiltInPage } from '@/shared/built-in-pages';

/** Puts a built-in page in one language back to its default text; a 404 when it already shows it. */
export async function resetBuiltInPage({ page, locale, by }: { page: BuiltInPage; locale: Locale; by: WriteContext }, db: Database = getDb()): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .delete(builtInPages)
      .where(and(eq(builtInPages.page, page), eq(builtInPages.locale, locale)))
      .returning();
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, 'pages.reset', page, { locale, content_id: row.contentId, title: row.title });
    await invalidateBuiltInPage(page, locale);
  });
}
