import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  categoryTranslations,
  comments,
  contactMessages,
  contentTranslations,
  contents,
  events,
  faqTranslations,
  guides,
  notifications,
  permissions,
  roles,
  tagTranslations,
  tickets,
  users,
} from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { isContentType } from '@/shared/content-types';

/** What the log can say about the record an entry names: that it still exists, and its title. */
export type ActivityRecord = { title: string | null };

type Row = { id: string; title: string | null; locale?: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One query per resource: the rows of these ids that exist, with a title in either language. */
const readers: Record<string, (db: Database, ids: string[]) => Promise<Row[]>> = {
  content: (db, ids) =>
    db
      .select({ id: contents.id, title: contentTranslations.title, locale: contentTranslations.locale })
      .from(contents)
      .leftJoin(contentTranslations, eq(contentTranslations.contentId, contents.id))
      .where(inArray(contents.id, ids)),
  categories: (db, ids) =>
    db
      .select({ id: categoryTranslations.categoryId, title: categoryTranslations.name, locale: categoryTranslations.locale })
      .from(categoryTranslations)
      .where(inArray(categoryTranslations.categoryId, ids)),
  tags: (db, ids) =>
    db
      .select({ id: tagTranslations.tagId, title: tagTranslations.name, locale: tagTranslations.locale })
      .from(tagTranslations)
      .where(inArray(tagTranslations.tagId, ids)),
  faqs: (db, ids) =>
    db
      .select({ id: faqTranslations.faqId, title: faqTranslations.question, locale: faqTranslations.locale })
      .from(faqTranslations)
      .where(inArray(faqTranslations.faqId, ids)),
  events: async (db, ids) =>
    bilingual(
      await db.select({ id: events.id, fa: events.titleFa, en: events.titleEn }).from(events).where(inArray(events.id, ids)),
    ),
  notifications: async (db, ids) =>
    bilingual(
      await db
        .select({ id: notifications.id, fa: notifications.titleFa, en: notifications.titleEn })
        .from(notifications)
        .where(inArray(notifications.id, ids)),
    ),
  'where-to-start': async (db, ids) =>
    bilingual(
      await db.select({ id: guides.id, fa: guides.titleFa, en: guides.titleEn }).from(guides).where(inArray(guides.id, ids)),
    ),
  permissions: async (db, ids) =>
    bilingual(
      await db
        .select({ id: permissions.id, fa: permissions.titleFa, en: permissions.titleEn })
        .from(permissions)
        .where(inArray(permissions.id, ids)),
    ),
  comments: (db, ids) =>
    db
      .select({ id: comments.id, title: sql<string | null>`null` })
      .from(comments)
      .where(inArray(comments.id, ids)),
  contacts: (db, ids) =>
    db
      .select({ id: contactMessages.id, title: contactMessages.title })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids)),
  tickets: (db, ids) => db.select({ id: tickets.id, title: tickets.title }).from(tickets).where(inArray(tickets.id, ids)),
  users: (db, ids) => db.select({ id: users.id, title: users.username }).from(users).where(inArray(users.id, ids)),
  roles: (db, ids) => db.select({ id: roles.id, title: roles.title }).from(roles).where(inArray(roles.id, ids)),
};

/** Rows that keep a title per language in two columns, as one row per language. */
function bilingual(rows: { id: string; fa: string; en: string }[]): Row[] {
  return rows.flatMap((row) => [
    { id: row.id, title: row.fa, locale: 'fa' },
    { id: row.id, title: row.en, locale: 'en' },
  ]);
}

/**
 * The records the entries name that still exist, keyed `<resource>:<id>`, each with its title in
 * `locale` (else the other language). Resources without a table of their own are left out.
 */
export async function activityRecords(
  db: Database,
  entries: { resource: string; resourceId: string | null }[],
  locale: Locale,
): Promise<Map<string, ActivityRecord>> {
  const byReader = new Map<string, { resources: Set<string>; ids: Set<string> }>();
  for (const entry of entries) {
    if (!entry.resourceId || !UUID.test(entry.resourceId)) continue;
    const reader = isContentType(entry.resource) ? 'content' : entry.resource;
    if (!Object.hasOwn(readers, reader)) continue;
    const group = byReader.get(reader) ?? { resources: new Set(), ids: new Set() };
    group.resources.add(entry.resource);
    group.ids.add(entry.resourceId);
    byReader.set(reader, group);
  }
  const found = new Map<string, ActivityRecord>();
  await Promise.all(
    [...byReader].map(async ([reader, group]) => {
      const rows = await readers[reader]!(db, [...group.ids]);
      const titles = new Map<string, Row[]>();
      for (const row of rows) titles.set(row.id, [...(titles.get(row.id) ?? []), row]);
      for (const resource of group.resources) {
        for (const [id, list] of titles) {
          const title = (list.find((row) => row.locale === locale) ?? list.find((row) => row.title))?.title ?? null;
          found.set(`${resource}:${id}`, { title });
        }
      }
    }),
  );
  return found;
}
