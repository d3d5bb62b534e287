import { and, count, eq, inArray, isNull, like } from 'drizzle-orm';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as detailRoute } from '@/app/api/[type]/[slug]/route';
import { GET as commentsRoute } from '@/app/api/[type]/[slug]/comments/route';
import { GET as searchRoute } from '@/app/api/search/route';
import { getDb } from '@/server/db/client';
import { categories, categoryTranslations, comments, contentTranslations, contents, importKeys, redirects, tagTranslations, users } from '@/server/db/schema';
import { exportWxr } from '@/server/services/archive/wxr-export';
import { findRedirect } from '@/server/services/redirects';
import { importWordPress } from '@/server/services/wordpress/import/run';
import type { ImportReport } from '@/server/services/wordpress/import/report';
import { wordpressImportOptions, type WordpressImportOptions } from '@/shared/schemas/portability';
import { systemWriter } from '@/server/services/context';
import { wordpressPostType } from '@/server/services/wordpress/post-types';
import { contentTypeNames } from '@/shared/content-types';
import { makeItem } from '../support/content-fixtures';
import { apiRequest, json, routeParams } from '../support/http';

const fixtures = path.join(process.cwd(), 'tests/fixtures/wordpress');
const polylang = path.join(fixtures, 'polylang-fa-en.xml');
const edgeCases = path.join(fixtures, 'edge-cases-en.xml');
const uploadsDir = path.join(fixtures, 'uploads');

const work = mkdtempSync(path.join(tmpdir(), 'darvazeh-wxr-'));

/** `file` as if exported by the site at `site`: both fixtures were made at one address, and the import keys items by site. */
function asSite(file: string, site: string): string {
  const copy = path.join(work, `${new URL(site).hostname}.xml`);
  writeFileSync(copy, readFileSync(file, 'utf8').replaceAll('https://old.example.com', site));
  return copy;
}

const run = (file: string, options: Partial<WordpressImportOptions> = {}) => importWordPress({ file, uploadsDir, options: wordpressImportOptions.parse(options), by: systemWriter() });
const polylangSite = 'https://old.example.com';
const edgeSite = 'https://edge.example.com';

/** The item a WordPress post id of `site` became. */
async function itemOfSite(postId: number, site = polylangSite) {
  const [key] = await getDb().select().from(importKeys).where(and(eq(importKeys.kind, 'content'), eq(importKeys.sourceKey, `${site}|post|${postId}`)));
  if (!key) return null;
  const [item] = await getDb().select().from(contents).where(eq(contents.id, key.targetId));
  const texts = await getDb().select().from(contentTranslations).where(eq(contentTranslations.contentId, key.targetId));
  return { ...item!, texts: Object.fromEntries(texts.map((text) => [text.locale, text])) };
}

const itemOf = (postId: number) => itemOfSite(postId);
const lineFor = (report: ImportReport, key: string) => report.lines.filter((line) => line.key === key).map((line) => line.message);
const rowCount = async (table: typeof contents | typeof comments | typeof redirects) => (await getDb().select({ value: count() }).from(table))[0]!.value;

describe('a bilingual Polylang export made by WordPress 6.1 + Polylang 3.5', () => {
  let report: ImportReport;
  beforeAll(async () => {
    report = await run(polylang);
  });

  it('pairs Persian and English posts into one bilingual item each, and keeps unpaired posts single-language', async () => {
    expect(report.count('error')).toBe(0);
    for (const [fa, en] of [[3, 4], [5, 8], [9, 10], [11, 12], [13, 14], [15, 16]] as const) {
      const [persian, english] = [await itemOf(fa), await itemOf(en)];
      expect(persian?.id, `posts ${fa} and ${en}`).toBe(english?.id);
      expect(Object.keys(persian!.texts).sort()).toEqual(['en', 'fa']);
    }
    expect(Object.keys((await itemOf(17))!.texts)).toEqual(['fa']);
    expect(Object.keys((await itemOf(18))!.texts)).toEqual(['en']);
    expect(await rowCount(contents)).toBe(8);
    // Pages are skipped unless a type is chosen for them, and the report says so.
    expect(lineFor(report, '1')).toEqual(['pagesSkipped']);
  });

  it('gives Persian slugs their native letters and keeps Arabic ي/ك as written, found by a search in Persian letters', async () => {
    expect((await itemOf(3))!.texts.fa!.slug).toBe('بیتکوین-چیست');
    const wallet = (await itemOf(5))!;
    expect(wallet.texts.fa!.title).toBe('كيف پول امن چيست؟');
    const found = await json<{ data: { id: string }[] }>(await searchRoute(apiRequest(`/api/search?q=${encodeURIComponent('کیف پول امن')}`, { locale: 'fa' }), routeParams({})));
    expect(found.data.map((item) => item.id)).toContain(wallet.id);
  });

  it('keeps dates from post_date_gmt, sticky posts, the featured image and the in-body image', async () => {
    const bitcoin = (await itemOf(3))!;
    expect(bitcoin.status).toBe('published');
    expect(bitcoin.isSticky).toBe(true);
    expect(bitcoin.byline).toBeTruthy();
    const wallet = (await itemOf(5))!;
    expect(wallet.coverId).not.toBeNull();
    const detail = await json<{ data: { body: string; cover: { url: string }; byline: string | null } }>(
      await detailRoute(apiRequest(`/api/articles/${encodeURIComponent(wallet.texts.fa!.slug)}`, { locale: 'fa' }), routeParams({ type: 'articles', slug: wallet.texts.fa!.slug })),
    );
    expect(detail.data.cover.url).toMatch(/^\/media\//);
    // The WordPress author has no account here: the page names them as the post was signed.
    expect(detail.data.byline).toBe(wallet.byline);
    expect(detail.data.body).toMatch(/<figure><img src="\/media\/[^"]+"/);
    expect(detail.data.body).not.toContain('wp-content/uploads');
    expect(detail.data.body).not.toContain('[caption');
  });

  it('brings comments with their thread, author and approval; a reply to a reply joins its thread and names the reply it answers', async () => {
    const bitcoin = (await itemOf(3))!;
    const rows = await getDb().select().from(comments).where(eq(comments.contentId, bitcoin.id));
    const byKey = async (id: number) => {
      const [key] = await getDb().select().from(importKeys).where(eq(importKeys.sourceKey, `${polylangSite}|comment|${id}`));
      return rows.find((row) => row.id === key?.targetId);
    };
    const [first, second, third] = [await byKey(1), await byKey(2), await byKey(3)];
    expect(first?.parentId).toBeNull();
    expect(second?.parentId).toBe(first?.id);
    expect(third?.parentId).toBe(first?.id);
    expect(second?.replyToId).toBeNull();
    expect(third?.replyToId).toBe(second?.id);
    expect(first?.authorName).toBeTruthy();
    expect(first?.locale).toBe('fa');
    const statuses = (await getDb().select({ status: comments.status }).from(comments)).map((row) => row.status).sort();
    expect(statuses).toEqual(['approved', 'approved', 'approved', 'approved', 'pending']);
    expect(bitcoin.commentCount).toBe(rows.filter((row) => row.status === 'approved').length);
    // Each side of the pair counts the comments its page lists: the Persian post's, and the English post's.
    for (const locale of ['fa', 'en'] as const) {
      const slug = bitcoin.texts[locale]!.slug;
      const params = routeParams({ type: 'articles', slug });
      const detail = await json<{ data: { counts: { comments: number } } }>(await detailRoute(apiRequest(`/api/articles/${encodeURIComponent(slug)}`, { locale }), params));
      const threads = await json<{ data: { replies: unknown[] }[] }>(await commentsRoute(apiRequest(`/api/articles/${encodeURIComponent(slug)}/comments`, { locale }), params));
      const listed = threads.data.reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
      expect(detail.data.counts.comments, locale).toBe(listed);
      expect(listed, locale).toBe(rows.filter((row) => row.status === 'approved' && row.locale === locale).length);
    }
  });

  it('pairs categories across languages and keeps their hierarchy', async () => {
    const rows = await getDb().select().from(categoryTranslations);
    const bilingual = Object.values(Object.groupBy(rows, (row) => row.categoryId)).filter((group) => group?.length === 2);
    expect(bilingual.length).toBeGreaterThanOrEqual(3);
    const children = await getDb().select().from(categories).where(inArray(categories.id, rows.map((row) => row.categoryId)));
    expect(children.filter((row) => row.parentId !== null).length).toBeGreaterThanOrEqual(1);
  });

  it("answers every old address the file shows with the item's new page", async () => {
    const bitcoin = (await itemOf(3))!;
    expect(await findRedirect('/?p=3')).toBe(`/fa/articles/${bitcoin.texts.fa!.slug}`);
    expect(await findRedirect('/?p=4')).toBe(`/en/articles/${bitcoin.texts.en!.slug}`);
    // Polylang's default language has no prefix, English has /en/: both permalinks as the file shows them.
    expect(await findRedirect(`/2023/02/${encodeURIComponent(bitcoin.texts.fa!.slug).toLowerCase()}/`)).toBe(`/fa/articles/${bitcoin.texts.fa!.slug}`);
    expect(await findRedirect('/en/2023/02/what-is-bitcoin/')).toBe(`/en/articles/${bitcoin.texts.en!.slug}`);
    expect(await findRedirect('/en/category/nonexistent/')).toBeNull();
    // Polylang's prefix before a bare slug, which WordPress answers with the post.
    expect(await findRedirect(`/fa/${encodeURIComponent('بیتکوین-چیست')}/`)).toBe(`/fa/articles/${bitcoin.texts.fa!.slug}`);
    expect(await findRedirect('/en/what-is-bitcoin/')).toBe(`/en/articles/${bitcoin.texts.en!.slug}`);
  });

  it('answers a child category at its whole path, as WordPress wrote it, with or without the language', async () => {
    const wallets = await findRedirect('/category/wallets/');
    expect(wallets).toMatch(/^\/en\/.+\/category\/wallets$/);
    expect(await findRedirect('/category/cryptocurrency/wallets/')).toBe(wallets);
    expect(await findRedirect('/en/category/cryptocurrency/wallets/')).toBe(wallets);
    const persian = await findRedirect(`/category/${encodeURIComponent('کیف-پول')}/`);
    expect(persian).toMatch(/^\/fa\//);
    expect(await findRedirect(`/category/${encodeURIComponent('رمزارز')}/${encodeURIComponent('کیف-پول')}/`)).toBe(persian);
  });

  it('runs twice without a duplicate: the second run updates what the first made', async () => {
    const before = { items: await rowCount(contents), comments: await rowCount(comments), redirects: await rowCount(redirects) };
    const again = await run(polylang);
    expect(again.count('error')).toBe(0);
    expect({ items: await rowCount(contents), comments: await rowCount(comments), redirects: await rowCount(redirects) }).toEqual(before);
  });

  it('says so when an old address is now one of this site’s own pages: the English «About Us» lived at /en/about-us/, the about page', async () => {
    const withPages = await run(polylang, { pages: 'articles' });
    expect(lineFor(withPages, '2')).toEqual(['aboutPageTaken']);
    expect(withPages.lines.find((line) => line.key === '2')?.built_in_page).toMatchObject({ page: 'about', locale: 'en', path: '/en/articles/about-us' });
    expect(lineFor(withPages, '1')).toEqual([]);
  });

  it("comes back paired from this site's own WordPress export: posts, categories and tags", async () => {
    // The way back to WordPress, read by this site's own importer as another site's file: its
    // Polylang groups pair the two languages of each item and term again (before the export
    // wrote term_translations, each category and tag came back as two unpaired ones).
    const site = 'https://back.example.com';
    const file = path.join(work, 'back.xml');
    await exportWxr(createWriteStream(file), { siteUrl: site });
    const back = await run(file);
    expect(back.count('error')).toBe(0);
    const keys = await getDb().select().from(importKeys).where(like(importKeys.sourceKey, `${site}|%`));
    const names = async (kind: 'category' | 'tag', table: typeof categoryTranslations | typeof tagTranslations) => {
      const ids = keys.filter((key) => key.kind === kind).map((key) => key.targetId);
      const rows = await getDb().select().from(table).where(inArray('categoryId' in table ? table.categoryId : table.tagId, ids));
      return Object.values(Object.groupBy(rows, (row) => ('categoryId' in row ? row.categoryId : row.tagId)))
        .map((group) => group!.map((row) => row.name).sort().join(' | '))
        .sort();
    };
    expect(await names('category', categoryTranslations)).toEqual(
      expect.arrayContaining(['Cryptocurrency | رمزارز', 'Metaverse | متاورس', 'Wallets | کیف پول']),
    );
    expect(await names('tag', tagTranslations)).toEqual(expect.arrayContaining(['Bitcoin | بیت‌کوین', 'Security | امنیت', 'Blockchain | بلاکچین']));
    const items = await getDb()
      .select({ id: contentTranslations.contentId, locale: contentTranslations.locale })
      .from(contentTranslations)
      .where(inArray(contentTranslations.contentId, keys.filter((key) => key.kind === 'content').map((key) => key.targetId)));
    const perItem = Object.values(Object.groupBy(items, (row) => row.id)).map((group) => group!.length);
    expect(perItem.filter((n) => n === 2)).toHaveLength(7);
  });

  it("keeps each type, with its attributes and both languages, through this site's own export, and through an older one's type categories", async () => {
    const made = await Promise.all(
      contentTypeNames.filter((type) => type !== 'articles').map(async (type) => ({ type, item: await makeItem({ type, fa: { title: `${type} رفت و برگشت` }, en: { title: `${type} round trip` } }) })),
    );
    const file = path.join(work, 'types.xml');
    await exportWxr(createWriteStream(file), { siteUrl: 'https://types.example.com' });
    // The same file as Darvazeh wrote it before each type had a post type of its own: a post under
    // the category `darvazeh-type-<type>`, which the file declares.
    const typeOf = Object.fromEntries(made.map(({ type }) => [wordpressPostType(type), type]));
    const older = readFileSync(file, 'utf8')
      .replaceAll('https://types.example.com', 'https://older-types.example.com')
      .replace(
        /<wp:post_type><!\[CDATA\[(darvazeh_\w+)\]\]><\/wp:post_type>/g,
        (_, postType: string) => `<wp:post_type><![CDATA[post]]></wp:post_type><category domain="category" nicename="darvazeh-type-${typeOf[postType]}"><![CDATA[${typeOf[postType]}]]></category>`,
      )
      .replace(
        '</wp:base_blog_url>',
        `</wp:base_blog_url>${made.map(({ type }, index) => `<wp:category><wp:term_id>${900_000 + index}</wp:term_id><wp:category_nicename>darvazeh-type-${type}</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name><![CDATA[${type}]]></wp:cat_name></wp:category>`).join('')}`,
      );
    const olderFile = path.join(work, 'older-types.xml');
    writeFileSync(olderFile, older);
    expect(older).not.toContain('<![CDATA[darvazeh_');

    for (const [site, source] of [['https://types.example.com', file], ['https://older-types.example.com', olderFile]] as const) {
      const back = await run(source);
      expect(back.count('error'), site).toBe(0);
      expect(back.lines.filter((line) => line.message === 'termsUndeclared' || line.message === 'unknownPostType')).toEqual([]);
      for (const { type, item } of made) {
        const original = (await getDb().select().from(contents).where(eq(contents.id, item.id)))[0]!;
        const [key] = await getDb().select().from(importKeys).where(like(importKeys.sourceKey, `${site}|guid|%|darvazeh:${item.id}:fa`));
        const [copy] = await getDb().select().from(contents).where(eq(contents.id, key!.targetId));
        expect(copy!.type, `${site} ${type}`).toBe(type);
        expect(copy!.attributes).toEqual(JSON.parse(JSON.stringify(original.attributes).replaceAll('"/media/', `"${site}/media/`)));
        expect(copy!.categoryId).toBeNull();
        const texts = await getDb().select().from(contentTranslations).where(eq(contentTranslations.contentId, copy!.id));
        expect(texts.map((text) => text.title).sort()).toEqual([`${type} round trip`, `${type} رفت و برگشت`]);
      }
    }
    // The older file's type categories named types, not categories of their own.
    expect(await getDb().select().from(categoryTranslations).where(like(categoryTranslations.slug, 'darvazeh-type-%'))).toEqual([]);
  }, 120_000);
});

describe("WordPress's edge cases (statuses, shortcodes, blocks, missing media, long titles, unknown types)", () => {
  let report: ImportReport;
  let file: string;
  const itemOf = (postId: number) => itemOfSite(postId, edgeSite);
  beforeAll(async () => {
    file = asSite(edgeCases, edgeSite);
    report = await run(file, { pages: 'articles' });
  });

  it('maps each status, imports a password-protected post as a draft and leaves the trash behind', async () => {
    expect((await itemOf(2))!.status).toBe('draft');
    const future = (await itemOf(3))!;
    expect(future.status).toBe('scheduled');
    expect(future.publishedAt?.getUTCFullYear()).toBe(2030);
    expect((await itemOf(4))!.status).toBe('draft');
    expect((await itemOf(5))!.status).toBe('archived');
    expect((await itemOf(6))!.status).toBe('draft');
    expect(lineFor(report, '6')).toContain('passwordProtected');
    expect(await itemOf(7)).toBeNull();
    expect(lineFor(report, '7')).toEqual(['statusDiscarded']);
  });

  it('answers the old address of a scheduled item only once it goes live', async () => {
    const scheduled = (await itemOf(3))!;
    expect(await findRedirect('/scheduled-post/')).toBeNull();
    await getDb().update(contents).set({ publishedAt: new Date(Date.now() - 60_000) }).where(eq(contents.id, scheduled.id));
    expect(await findRedirect('/scheduled-post/')).toBe(`/en/articles/${scheduled.texts.en!.slug}`);
  });

  it("reads a draft WordPress left without a GMT date in the site's own time zone, learnt from the file's other dates", async () => {
    // New York: the file's January posts are 5 hours behind UTC, its spring ones 4 (summer time).
    expect((await itemOf(2))!.publishedAt?.toISOString()).toBe('2024-01-08T14:00:00.000Z');
    expect((await itemOf(4))!.publishedAt?.toISOString()).toBe('2024-01-10T21:20:00.000Z');
  });

  it('turns shortcodes and blocks into the editor’s own markup', async () => {
    const gallery = (await itemOf(10))!.texts.en!.body;
    expect(gallery.match(/<img src="\/media\//g)?.length).toBe(3);
    expect((await itemOf(14))!.texts.en!.body).toMatch(/<audio[^>]*src="\/media\//);
    expect((await itemOf(16))!.texts.en!.body).toMatch(/<video[^>]*src="\/media\//);
    const embeds = (await itemOf(18))!.texts.en!.body;
    expect(embeds).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embeds).toContain('aparat.com');
    const blocks = (await itemOf(19))!.texts.en!.body;
    expect(blocks).not.toContain('<!-- wp:');
    expect(blocks).toMatch(/<h2[^>]*>/);
    expect(blocks).toMatch(/<blockquote/);
  });

  it('reports what it adjusted or left out instead of failing: a long title, a taken slug, a missing file, an unknown post type', async () => {
    expect(report.count('error')).toBe(0);
    const long = (await itemOf(21))!;
    expect(long.texts.en!.title.length).toBeLessThanOrEqual(200);
    expect(lineFor(report, '21')).toContain('titleShortened');
    expect([...lineFor(report, '23'), ...lineFor(report, '24')]).toContain('slugTaken');
    expect(report.lines.some((line) => line.message === 'missingFile' && line.key?.endsWith('missing-photo.jpg'))).toBe(true);
    expect((await itemOf(26))!.coverId).toBeNull();
    expect(lineFor(report, '30')).toEqual(['unknownPostType']);
  });

  it('maps another post type to a content type when asked, with what the post can give (a book’s author)', async () => {
    await run(file, { pages: 'articles', post_types: { book: 'books' } });
    const book = (await itemOf(30))!;
    expect(book.type).toBe('books');
    expect(book.attributes.author).toBeTruthy();
  });

  it('makes accounts for the authors only when asked, once, reusing an account that has the e-mail', async () => {
    expect((await itemOf(19))!.authorId).toBeNull();
    await run(file, { pages: 'articles', create_accounts: true });
    const byJane = (await itemOf(19))!;
    expect(byJane.authorId).not.toBeNull();
    const [jane] = await getDb().select().from(users).where(eq(users.id, byJane.authorId!));
    expect(jane).toMatchObject({ isManager: false, username: 'jdoe' });
    const before = await getDb().select({ value: count() }).from(users);
    await run(file, { pages: 'articles', create_accounts: true });
    expect(await getDb().select({ value: count() }).from(users)).toEqual(before);
  });

  it('brings no pingbacks and no trashed comments', async () => {
    const imported = await getDb().select({ key: importKeys.sourceKey }).from(importKeys).where(eq(importKeys.kind, 'comment'));
    const ids = imported.filter((row) => row.key.startsWith(edgeSite)).map((row) => row.key.split('|').pop());
    expect(ids.sort()).toEqual(['1', '2', '3', '4', '8']);
    expect(ids).not.toContain('5');
    expect(ids).not.toContain('7');
  });
});

describe('bad input and interruptions', () => {
  it('a file that is not a WordPress export, or that ends early, is one clear line of the report and writes nothing', async () => {
    const before = await rowCount(contents);
    const rss = path.join(work, 'feed.xml');
    writeFileSync(rss, '<?xml version="1.0"?><rss version="2.0"><channel><title>x</title><item><title>a</title></item></channel></rss>');
    const truncated = path.join(work, 'truncated.xml');
    const whole = readFileSync(edgeCases, 'utf8');
    writeFileSync(truncated, whole.slice(0, Math.floor(whole.length * 0.6)));
    for (const file of [rss, truncated, path.join(fixtures, 'uploads.zip')]) {
      const report = await run(file);
      expect(report.lines, file).toHaveLength(1);
      expect(report.lines[0]).toMatchObject({ level: 'error', kind: 'file' });
    }
    expect(await rowCount(contents)).toBe(before);
  });

  it('an export nested 100,000 levels deep is refused as one line of the report, and the server keeps answering while it is read', async () => {
    const depth = 100_000;
    const deep = path.join(work, 'deep.xml');
    const head = readFileSync(edgeCases, 'utf8').split('<item>')[0]!;
    writeFileSync(deep, `${head}<item>${'<div>'.repeat(depth)}${'</div>'.repeat(depth)}</item></channel></rss>`);
    // A timer stands for the other requests the server answers meanwhile: its longest wait is how
    // long the import held the event loop (minutes before nesting was capped).
    let longestWait = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestWait = Math.max(longestWait, now - last);
      last = now;
    }, 10);
    const report = await run(deep).finally(() => clearInterval(timer));
    expect(report.lines).toHaveLength(1);
    expect(report.lines[0]).toMatchObject({ level: 'error', kind: 'file' });
    expect(report.lines[0]!.message).toMatch(/nest more than \d+ levels deep/);
    expect(longestWait).toBeLessThan(500);
  });

  it('a dry run writes nothing and reports what a real run would', async () => {
    const before = { items: await rowCount(contents), redirects: await rowCount(redirects) };
    // The same site under another address: to the importer, a site it has never seen.
    const wxr = asSite(polylang, 'https://other.example.org');
    const dry = await importWordPress({ file: wxr, uploadsDir, options: wordpressImportOptions.parse({ dry_run: true }), by: systemWriter() });
    expect(dry.written).toBe(14);
    expect({ items: await rowCount(contents), redirects: await rowCount(redirects) }).toEqual(before);
  });

  it('an import stopped half way leaves whole items, and running it again finishes the job', async () => {
    const wxr = asSite(polylang, 'https://third.example.net');
    const before = await rowCount(contents);
    const stopped = importWordPress({
      file: wxr,
      uploadsDir,
      options: wordpressImportOptions.parse({}),
      progressEveryMs: 0,
      onProgress: (progress) => {
        if ((progress.progress.articles?.done ?? 0) >= 5) throw new Error('stopped');
      },
      by: systemWriter(),
    });
    await expect(stopped).rejects.toThrow('stopped');
    const partial = (await rowCount(contents)) - before;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(8);
    const withoutText = await getDb().select({ id: contents.id }).from(contents).leftJoin(contentTranslations, eq(contentTranslations.contentId, contents.id)).where(isNull(contentTranslations.contentId));
    expect(withoutText).toEqual([]);
    await importWordPress({ file: wxr, uploadsDir, options: wordpressImportOptions.parse({}), by: systemWriter() });
    expect((await rowCount(contents)) - before).toBe(8);
  });
});
