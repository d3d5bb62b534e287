import { and, eq } from 'drizzle-orm';
import { invalidateBuiltInPage } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { builtInPages, contentTranslations } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import { sanitizeBody } from '@/server/services/content/html';
import type { WriteContext } from '@/server/services/context';
import type { Locale } from '@/i18n/locales';
import type { BuiltInPage } from '@/shared/built-in-pages';
import type { BuiltInPageJson, SetBuiltInPageInput } from '@/shared/schemas/built-in-pages';
import { toBuiltInPageJson } from './read';

/**
 * Puts an item's title and text in `locale` into a built-in page in that language (an imported
 * WordPress "About us" into the about page). A copy: the page keeps it when the item changes.
 * An item with no text in that language is a 422.
 */
export async function setBuiltInPage(
  { page, locale, input, by }: { page: BuiltInPage; locale: Locale; input: SetBuiltInPageInput; by: WriteContext },
  db: Database = getDb(),
): Promise<BuiltInPageJson> {
  return transaction(db, async (tx) => {
    const [text] = await tx
      .select({ title: contentTranslations.title, body: contentTranslations.body })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.contentId, input.content_id), eq(contentTranslations.locale, locale)));
    if (!text) throw ValidationError.field('content_id', 'portability.validation.noItemText');
    const values = { title: text.title, body: sanitizeBody(text.body), contentId: input.content_id, updatedAt: new Date() };
    const [row] = await tx
      .insert(builtInPages)
      .values({ page, locale, ...values })
      .onConflictDoUpdate({ target: [builtInPages.page, builtInPages.locale], set: values })
      .returning();
    await recordWrite(tx, by, 'pages.update', page, { locale, content_id: input.content_id, title: text.title });
    await invalidateBuiltInPage(page, locale);
    return toBuiltInPageJson(row!);
  });
}
