import { and, arrayContains, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { containsPattern } from '@/server/db/like';
import { newsletterSubscribers } from '@/server/db/schema';
import { newsletterFrequencies, newsletterLanguages, subscriberStatuses } from '@/shared/newsletter';
import { paginationMetaOf } from '@/shared/schemas/pagination';
import type { SubscriberCountsJson, SubscribersQuery } from '@/shared/schemas/newsletter';
import { toSubscriberJson } from './serialize';

/** A topic is a content type's name or a category's or tag's id: whichever list of the reader's holds it. */
function topicFilter(topic: string): SQL {
  const column = newsletterSubscribers.topics;
  return sql`(${column} @> ${JSON.stringify({ types: [topic] })}::jsonb or ${column} @> ${JSON.stringify({ categories: [topic] })}::jsonb or ${column} @> ${JSON.stringify({ tags: [topic] })}::jsonb)`;
}

/** The manager's list: newest first, searched by address, filtered by status, language, frequency and topic. */
export async function listSubscribers(query: SubscribersQuery, db: Database = getDb()) {
  const { page, per_page, search, status, language, frequency, topic } = query;
  const where = and(
    search ? ilike(newsletterSubscribers.email, containsPattern(search.toLowerCase())) : undefined,
    status ? eq(newsletterSubscribers.status, status) : undefined,
    language ? arrayContains(newsletterSubscribers.languages, [language]) : undefined,
    frequency ? eq(newsletterSubscribers.frequency, frequency) : undefined,
    topic ? topicFilter(topic) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ value: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { data: rows.map(toSubscriberJson), meta: paginationMetaOf(query, total?.value ?? 0) };
}

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** Every subscriber per status; the confirmed ones (who get mail) per language, frequency and topic. */
export async function countSubscribers(db: Database = getDb()): Promise<SubscriberCountsJson> {
  const confirmed = sql`status = 'confirmed'`;
  const [statuses, languages, frequencies, topics] = await Promise.all([
    db.execute<{ key: string; n: number }>(
      sql`select status as key, count(*)::int as n from newsletter_subscribers group by status`,
    ),
    db.execute<{ key: string; n: number }>(
      sql`select language as key, count(*)::int as n from newsletter_subscribers, unnest(languages) as language where ${confirmed} group by language`,
    ),
    db.execute<{ key: string; n: number }>(
      sql`select frequency as key, count(*)::int as n from newsletter_subscribers where ${confirmed} group by frequency`,
    ),
    db.execute<{ kind: 'type' | 'category' | 'tag'; key: string; n: number }>(sql`
      select kind, key, count(*)::int as n from (
        select 'type' as kind, jsonb_array_elements_text(topics->'types') as key from newsletter_subscribers where ${confirmed}
        union all select 'category', jsonb_array_elements_text(topics->'categories') from newsletter_subscribers where ${confirmed}
        union all select 'tag', jsonb_array_elements_text(topics->'tags') from newsletter_subscribers where ${confirmed}
      ) picked group by kind, key order by n desc, key limit 200`),
  ]);
  const fill = <K extends string>(keys: readonly K[], rows: { key: string; n: number }[]) => {
    const counts = zeroes(keys);
    for (const row of rows) if ((keys as readonly string[]).includes(row.key)) counts[row.key as K] = row.n;
    return counts;
  };
  const byStatus = fill(subscriberStatuses, statuses.rows);
  return {
    total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    by_status: byStatus,
    by_language: fill(newsletterLanguages, languages.rows),
    by_frequency: fill(newsletterFrequencies, frequencies.rows),
    by_topic: topics.rows.map((row) => ({ kind: row.kind, id: row.key, count: row.n })),
  };
}
