import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { contents } from '@/server/db/schema';
import { createContent } from '@/server/services/content';
import { createManagedTerm } from '@/server/services/manager-content';
import { termWriteSchema } from '@/shared/schemas/manager-content';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { systemWriter } from '@/server/services/context';

type Text = { title: string; excerpt?: string; body?: string; slug?: string };

type ItemOptions = {
  type?: ContentType;
  status?: ContentStatus;
  publishedAt?: Date | null;
  fa?: Text;
  en?: Text;
  categoryId?: string | null;
  /** Extra categories beside the primary `categoryId`. */
  categoryIds?: string[];
  tagIds?: string[];
  attributes?: Record<string, unknown>;
  likes?: number;
};

const defaultAttributes: Record<ContentType, Record<string, unknown>> = {
  articles: {},
  books: { author: 'Satoshi Writer', pages: 240, year: 2024 },
  coins: { symbol: 'TST', price_usd: 1.5, price_irt: 90_000, change_24h: 2.5, market_cap: 1_000_000 },
  metaverses: { features: { definition: { en: 'A virtual world' } }, specifications: [{ label: { en: 'Chain' }, value: { en: 'Ethereum' } }] },
  podcasts: { audio: '/media/audios/episode.mp3', listening_time: 30 },
  videos: { embed_url: 'https://www.aparat.com/v/abc123', watching_time: 12 },
  posts: { text: { en: 'A short post.', fa: 'یک یادداشت کوتاه.' } },
};

let sequence = 0;

/** Creates an item through the real service; a date in the past unless said otherwise. */
export async function makeItem(options: ItemOptions = {}) {
  sequence++;
  const type = options.type ?? 'articles';
  const status = options.status ?? 'published';
  const translations: Record<string, Text & { excerpt: string; body: string }> = {};
  const fa = options.fa ?? (options.en ? undefined : { title: `مطلب آزمایشی ${sequence}` });
  if (fa) translations.fa = { excerpt: '', body: '<p>متن</p>', ...fa };
  if (options.en) translations.en = { excerpt: '', body: '<p>Text</p>', ...options.en };
  const publishedAt =
    options.publishedAt === undefined ? new Date(Date.now() - (1000 - sequence) * 60_000) : options.publishedAt;
  const created = await createContent({
    type,
    input: {
      status,
      published_at: publishedAt?.toISOString() ?? null,
      category_id: options.categoryId ?? null,
      category_ids: options.categoryIds ?? [],
      tag_ids: options.tagIds ?? [],
      attributes: options.attributes ?? defaultAttributes[type],
      translations,
    },
    by: systemWriter(),
  });
  if (options.likes) await getDb().update(contents).set({ likeCount: options.likes }).where(eq(contents.id, created.id));
  return created;
}

export async function makeCategory(en: string, fa: string) {
  return createManagedTerm({ kind: 'categories', input: termWriteSchema.parse({ translations: { en: { name: en }, fa: { name: fa } } }), by: systemWriter() });
}

export async function makeTag(en: string, fa: string) {
  return createManagedTerm({ kind: 'tags', input: termWriteSchema.parse({ translations: { en: { name: en }, fa: { name: fa } } }), by: systemWriter() });
}
