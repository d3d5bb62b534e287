import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { comments, users } from '@/server/db/schema';
import { createContent, shiftCommentCount } from '@/server/services/content';
import { systemWriter, type WriteContext } from '@/server/services/context';
import { createManagedFaq, createManagedTerm } from '@/server/services/manager-content';
import { faqWriteSchema, termWriteSchema } from '@/shared/schemas/manager-content';
import { storeUpload } from '@/server/services/media';
import type { Storage } from '@/server/storage';
import type { ContentType } from '@/shared/content-types';
import { demoArticles } from './demo/articles';
import { demoBooks } from './demo/books';
import { demoCoins } from './demo/coins';
import { composeBody } from './demo/compose';
import { seedDemoCommunity } from './demo/community';
import { demoCover, type Cover } from './demo/cover-cache';
import { COVER_VARIANTS } from './demo/covers';
import { seedDemoEngagement, type EngagedItem } from './demo/engagement';
import { seedDemoEvents } from './demo/events';
import { demoFaqs } from './demo/faqs';
import { seedDemoGuides } from './demo/guides';
import { demoMetaverses } from './demo/metaverses';
import { demoPodcasts } from './demo/podcasts';
import { demoPosts } from './demo/posts';
import { demoVideos } from './demo/videos';
import { demoCategories, demoTags } from './demo/taxonomy';
import type { CategoryKey, SeedItem, TagKey } from './demo/types';
import { languageOfText } from '@/shared/text/language';

/** A six-second clip (640×360 VP9 + Opus, made with ffmpeg) that every demo lesson plays. */
const demoClipPath = path.resolve(process.cwd(), 'src/server/seed/assets/demo-lesson.webm');
/** A six-second jingle as a 48 kbit/s mono MP3 (made with ffmpeg): a format every podcast app plays. */
const demoJinglePath = path.resolve(process.cwd(), 'src/server/seed/assets/demo-jingle.mp3');

const DAY = 86_400_000;

type Context = {
  db: Database;
  by: WriteContext;
  storage?: Storage;
  categoryIds: Record<CategoryKey, string>;
  tagIds: Record<TagKey, string>;
  authorId: string | null;
};

type Planned = { type: ContentType; item: SeedItem; index: number; status: 'published' | 'draft' | 'scheduled' };

async function seedItem(context: Context, { type, item, status }: Planned, { data, rendered }: Cover) {
  const { db, storage } = context;
  const title = item.en?.title ?? item.fa?.title ?? '';
  const cover = await storeUpload({ data, rendered, mime: 'image/webp', alt: title }, { db, storage });
  const isPost = type === 'posts';
  const translations = Object.fromEntries(
    (['fa', 'en'] as const).flatMap((locale) => {
      const text = item[locale];
      if (!text) return [];
      return [[locale, { title: text.title, excerpt: text.excerpt, body: isPost ? `<p>${text.excerpt}</p>` : composeBody(text, locale) }]];
    }),
  );
  return createContent(
    {
      type,
      by: context.by,
      authorId: context.authorId,
      input: {
        status,
        published_at: new Date(Date.now() - item.daysAgo * DAY).toISOString(),
        category_id: context.categoryIds[item.category],
        tag_ids: item.tags.map((tag) => context.tagIds[tag]),
        cover_id: cover.id,
        attributes: isPost ? { ...item.attributes, image: cover.url } : item.attributes,
        translations,
      },
    },
    db,
  );
}

const demoComments: { body: string; replies?: string[] }[] = [
  { body: 'مرسی از توضیح ساده. بالاخره فهمیدم چرا تغییر دادن بلاک‌های قدیمی این‌قدر سخت است.', replies: ['خوشحالیم که مفید بود! مقالهٔ اثبات کار را هم از دست ندهید.'] },
  { body: 'Clear and short. Could you write a follow-up on how nodes agree on the next block?', replies: ['Good idea: it is on our list for next month.'] },
  { body: 'یک سؤال: اگر عبارت بازیابی را روی کاغذ بنویسم و کاغذ خیس شود چه کنم؟ نسخهٔ فلزی از کجا تهیه کنم؟' },
];

/**
 * Fills a new installation with the demo library: categories, tags, at least twelve published
 * items of each of the seven types (some in one language only), a draft and a scheduled article,
 * an FAQ for each of the twelve topics in both languages, a few approved comments, a reading
 * community whose likes, saves and checks are rows of the engagement ledger, upcoming and past
 * events and two where-to-start guides through the library. Covers
 * are generated locally and the podcast jingle and lesson clip ship in `seed/assets`;
 * nothing is downloaded. Written by the system, through the managers' verbs. Runs once (seed_runs).
 */
export async function seedDemoContent(db: Database, { storage }: { storage?: Storage } = {}): Promise<void> {
  const by = systemWriter();
  const categoryIds = {} as Record<CategoryKey, string>;
  for (const [index, [key, names]] of Object.entries(demoCategories).entries()) {
    const input = termWriteSchema.parse({ position: index, translations: { en: { name: names.en, slug: key }, fa: { name: names.fa } } });
    categoryIds[key as CategoryKey] = (await createManagedTerm({ kind: 'categories', input, by }, db)).id;
  }
  const tagIds = {} as Record<TagKey, string>;
  for (const [key, names] of Object.entries(demoTags)) {
    const input = termWriteSchema.parse({ translations: { en: { name: names.en, slug: key }, fa: { name: names.fa } } });
    tagIds[key as TagKey] = (await createManagedTerm({ kind: 'tags', input, by }, db)).id;
  }
  const community = await seedDemoCommunity(db);
  // The demo accounts (seeded just before, when present) sign the items and write the comments.
  const staff = await db.select({ id: users.id }).from(users).where(or(eq(users.isManager, true), eq(users.isSuperManager, true))).orderBy(asc(users.createdAt)).limit(1);
  const readers = await db.select({ id: users.id }).from(users).where(eq(users.isManager, false)).orderBy(asc(users.createdAt)).limit(3);
  const context: Context = { db, by, storage, categoryIds, tagIds, authorId: staff[0]?.id ?? null };
  const readerId = (n: number) => (readers.length ? readers[n % readers.length]!.id : null);

  const audio = await storeUpload({ data: await readFile(demoJinglePath), mime: 'audio/mpeg', alt: 'Darvazeh podcast jingle' }, { db, storage });
  const clip = await storeUpload({ data: await readFile(demoClipPath), mime: 'video/webm', alt: 'Darvazeh lesson clip' }, { db, storage });
  const library: [ContentType, SeedItem[]][] = [
    ['articles', demoArticles],
    ['books', demoBooks],
    ['coins', demoCoins],
    ['metaverses', demoMetaverses],
    ['podcasts', demoPodcasts(audio.url)],
    ['videos', demoVideos(clip.url)],
    ['posts', demoPosts],
  ];
  // One draft and one article scheduled for next week, so the manager panel shows every status.
  const upcoming: SeedItem = {
    category: 'basics', tags: ['beginner'], daysAgo: -7, attributes: {},
    en: { title: 'Coming soon: a glossary of 100 web3 terms', excerpt: 'From airdrop to zero-knowledge proof, in plain words.', sections: [['Why a glossary', 'Jargon keeps beginners out. This glossary explains each term in one or two sentences, with a link to a longer article.']] },
    fa: { title: 'به‌زودی: واژه‌نامهٔ ۱۰۰ اصطلاح وب۳', excerpt: 'از ایردراپ تا اثبات دانش‌صفر، به زبان ساده.', sections: [['چرا واژه‌نامه', 'اصطلاحات تخصصی تازه‌واردها را دور نگه می‌دارد. این واژه‌نامه هر اصطلاح را در یکی دو جمله توضیح می‌دهد و به مقالهٔ مفصل‌تر پیوند می‌دهد.']] },
  };
  const planned: Planned[] = [
    ...library.flatMap(([type, items]) => items.map((item, index): Planned => ({ type, item, index, status: 'published' }))),
    { type: 'articles', item: upcoming, index: 12, status: 'scheduled' },
    { type: 'articles', item: { ...upcoming, daysAgo: 0, en: { ...upcoming.en!, title: 'Draft: our editorial checklist' }, fa: undefined }, index: 13, status: 'draft' },
  ];
  // Covers carry no words, so each of a type's few looks is drawn and rendered once and stored for
  // every item that wears it (each item keeps its own upload, with its own title as the alt text).
  const drawings = new Map<string, Promise<Cover>>();
  const drawCover = ({ type, index }: Planned) => {
    const variant = index % COVER_VARIANTS;
    const key = `${type}:${variant}`;
    let drawing = drawings.get(key);
    if (!drawing) {
      drawing = demoCover(type, variant);
      // Awaited only when an item needs it: a failure surfaces there, not as an unhandled rejection.
      drawing.catch(() => undefined);
      drawings.set(key, drawing);
    }
    return drawing;
  };
  // Drawn up front: sharp works on threads of its own while the items go into the database.
  for (const entry of planned) void drawCover(entry);
  const firstOfType = new Map<ContentType, string>();
  const seededIds = new Map<string, string>();
  const engaged: EngagedItem[] = [];
  for (const entry of planned) {
    const created = await seedItem(context, entry, await drawCover(entry));
    if (entry.status !== 'published') continue;
    if (entry.index === 0) firstOfType.set(entry.type, created.id);
    seededIds.set(`${entry.type}:${entry.index}`, created.id);
    engaged.push({ id: created.id, type: entry.type, popularity: entry.item.likes ?? 0 });
  }
  await seedDemoEngagement(db, engaged, community);
  await seedDemoEvents(db, by);
  await seedDemoGuides(db, by, (type, index) => seededIds.get(`${type}:${index}`));

  for (const [position, faq] of demoFaqs.entries()) {
    const input = faqWriteSchema.parse({ topic: faq.topic, position, translations: { en: { question: faq.en[0], answer: faq.en[1] }, fa: { question: faq.fa[0], answer: faq.fa[1] } } });
    await createManagedFaq({ input, by }, db);
  }

  // Approved comments, written by the demo readers when there are any.
  for (const [index, comment] of demoComments.entries()) {
    const contentId = index === 2 ? firstOfType.get('podcasts') : firstOfType.get('articles');
    if (!contentId) continue;
    const [thread] = await db
      .insert(comments)
      .values({ contentId, userId: readerId(index), body: comment.body, locale: languageOfText(comment.body), status: 'approved' })
      .returning({ id: comments.id });
    for (const reply of comment.replies ?? []) {
      // Replies come from the editorial team when there is one.
      await db.insert(comments).values({ contentId, userId: context.authorId ?? readerId(index + 1), parentId: thread!.id, body: reply, locale: languageOfText(comment.body), status: 'approved' });
    }
    await shiftCommentCount(db, contentId, 1 + (comment.replies?.length ?? 0), languageOfText(comment.body));
  }
}
