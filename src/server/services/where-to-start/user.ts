import { and, asc, count, eq, exists, inArray, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { contentTranslations, contents, guideItems, guides, interactions, type GuideRow } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { listAnyContentsByIds } from '@/server/services/content';
import { isVisible } from '@/server/services/content/visibility';
import type { UserGuide, UserGuideDetail } from '@/shared/schemas/where-to-start';

/** The items a reader can see in `locale`: visible and translated, as the guide page shows them. */
function shownItem(db: Database, locale: Locale) {
  return and(
    isVisible(),
    exists(
      db
        .select({ one: contentTranslations.contentId })
        .from(contentTranslations)
        .where(and(eq(contentTranslations.contentId, guideItems.contentId), eq(contentTranslations.locale, locale))),
    ),
  );
}

function toUserGuide(row: GuideRow, locale: Locale, progress: { checked: number; total: number }): UserGuide {
  return {
    id: row.id,
    title: locale === 'fa' ? row.titleFa : row.titleEn,
    description: locale === 'fa' ? row.descriptionFa : row.descriptionEn,
    progress,
  };
}

/**
 * Published guides in order, each with the user's progress (checked items / items shown),
 * derived from the check ledger in one grouped query: two queries whatever the number of guides.
 */
export async function listUserGuides({ userId, locale }: { userId: string; locale: Locale }, db: Database = getDb()): Promise<UserGuide[]> {
  const rows = await db.select().from(guides).where(eq(guides.status, 'published')).orderBy(asc(guides.position), asc(guides.createdAt));
  if (rows.length === 0) return [];
  const progress = await db
    .select({ guideId: guideItems.guideId, total: count(), checked: count(interactions.id) })
    .from(guideItems)
    .innerJoin(contents, eq(contents.id, guideItems.contentId))
    .leftJoin(
      interactions,
      and(eq(interactions.contentId, guideItems.contentId), eq(interactions.userId, userId), eq(interactions.kind, 'check')),
    )
    .where(and(inArray(guideItems.guideId, rows.map((row) => row.id)), shownItem(db, locale)))
    .groupBy(guideItems.guideId);
  const byGuide = new Map(progress.map((row) => [row.guideId, { checked: row.checked, total: row.total }]));
  return rows.map((row) => toUserGuide(row, locale, byGuide.get(row.id) ?? { checked: 0, total: 0 }));
}

/** A published guide's items in order with their cards, checked marks and the next step. */
export async function getUserGuide(
  { userId, locale, id }: { userId: string; locale: Locale; id: string },
  db: Database = getDb(),
): Promise<UserGuideDetail> {
  const [guide] = await db.select().from(guides).where(and(eq(guides.id, id), eq(guides.status, 'published')));
  if (!guide) throw new NotFoundError();
  const rows = await db
    .select({
      id: guideItems.id,
      contentId: guideItems.contentId,
      note: locale === 'fa' ? guideItems.noteFa : guideItems.noteEn,
      checked: sql<boolean>`${interactions.id} is not null`,
    })
    .from(guideItems)
    .leftJoin(
      interactions,
      and(eq(interactions.contentId, guideItems.contentId), eq(interactions.userId, userId), eq(interactions.kind, 'check')),
    )
    .where(eq(guideItems.guideId, id))
    .orderBy(asc(guideItems.position), asc(guideItems.id));
  const cards = new Map((await listAnyContentsByIds(rows.map((row) => row.contentId), locale, db)).map((card) => [card.id, card]));
  // Hidden or untranslated items are left out, as they are of the progress count.
  const items = rows.flatMap((row) => {
    const content = cards.get(row.contentId);
    return content ? [{ id: row.id, note: row.note, checked: Boolean(row.checked), content }] : [];
  });
  const checked = items.filter((item) => item.checked).length;
  return {
    ...toUserGuide(guide, locale, { checked, total: items.length }),
    items,
    next: items.find((item) => !item.checked) ?? null,
  };
}
