import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { contentTranslations } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { slugify } from '@/shared/text/normalize';

/**
 * A slug free for `type` + `locale`, made from the title: «آموزش کیف پول», then «آموزش-کیف-پول-2»
 * when taken. `excludeId` is the item being edited, whose own slug never counts as taken.
 */
export async function uniqueSlug(
  db: Database | Transaction,
  { type, locale, title, excludeId }: { type: ContentType; locale: Locale; title: string; excludeId?: string },
): Promise<string> {
  const base = slugify(title) || (locale === 'fa' ? 'مطلب' : 'item');
  const taken = await db
    .select({ slug: contentTranslations.slug })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.type, type),
        eq(contentTranslations.locale, locale),
        or(eq(contentTranslations.slug, base), like(contentTranslations.slug, `${base.replace(/[\\%_]/g, '\\$&')}-%`)),
        excludeId ? ne(contentTranslations.contentId, excludeId) : undefined,
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Whether an explicitly chosen slug is already used by another item of the type in that language. */
export async function isSlugTaken(
  db: Database | Transaction,
  { type, locale, slug, excludeId }: { type: ContentType; locale: Locale; slug: string; excludeId?: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: contentTranslations.contentId })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.type, type),
        eq(contentTranslations.locale, locale),
        eq(contentTranslations.slug, slug),
        excludeId ? ne(contentTranslations.contentId, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
