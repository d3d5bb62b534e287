import { asc, gt } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { csvField } from './csv';

const PAGE = 1000;
const HEADER = [
  'email',
  'status',
  'languages',
  'frequency',
  'types',
  'categories',
  'tags',
  'locale',
  'source',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
];

/**
 * Every subscriber as CSV, streamed a page at a time in id order: the list never sits whole in
 * memory, however long it is.
 */
export function exportSubscribers(db: Database = getDb()): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${HEADER.join(',')}\r\n`));
        return;
      }
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .where(after ? gt(newsletterSubscribers.id, after) : undefined)
        .orderBy(asc(newsletterSubscribers.id))
        .limit(PAGE);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = rows.at(-1)!.id;
      const lines = rows.map((row) =>
        [
          row.email,
          row.status,
          row.languages.join(' '),
          row.frequency,
          row.topics.types.join(' '),
          row.topics.categories.join(' '),
          row.topics.tags.join(' '),
          row.locale,
          row.source,
          row.createdAt.toISOString(),
          row.confirmedAt?.toISOString() ?? '',
          row.unsubscribedAt?.toISOString() ?? '',
        ]
          .map(csvField)
          .join(','),
      );
      controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
    },
  });
}
