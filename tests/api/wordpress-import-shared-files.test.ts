import { and, count, eq, inArray, like } from 'drizzle-orm';
import { copyFileSync, createReadStream, createWriteStream, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { GET as listRoute } from '@/app/api/[type]/route';
import { GET as detailRoute } from '@/app/api/[type]/[slug]/route';
import { categoryTranslations, comments, contentCategories, contentTags, contentTranslations, contents, importKeys, media } from '@/server/db/schema';
import { exportWxr } from '@/server/services/archive/wxr-export';
import { systemWriter } from '@/server/services/context';
import type { ImportReport } from '@/server/services/wordpress/import/report';
import { importWordPress } from '@/server/services/wordpress/import/run';
import { parseWxr } from '@/server/services/wordpress/wxr/parse';
import type { WxrItem } from '@/server/services/wordpress/wxr/types';
import { wordpressImportOptions } from '@/shared/schemas/portability';
import type { Locale } from '@/i18n/locales';
import { apiRequest, routeParams } from '../support/http';

// WordPress's own test files, read where they are (../shared/data/wordpress, never copied here).
const shared = path.join(process.cwd(), '..', 'shared', 'data', 'wordpress');
const themeFile = path.join(shared, 'themeunittestdata.wordpress.xml');
const blockFile = path.join(shared, '64-block-test-data.xml');
// Both files name the same site: what the importer keys every item by.
const site = 'https://wpthemetestdata.wordpress.com';

const run = (file: string, uploadsDir: string | null = null) =>
  importWordPress({ file, uploadsDir, options: wordpressImportOptions.parse({ pages: 'articles' }), by: systemWriter() });

async function itemsOf(file: string): Promise<WxrItem[]> {
  const items: WxrItem[] = [];
  for await (const record of parseWxr(createReadStream(file))) if (record.kind === 'item') items.push(record);
  return items;
}

async function targetOf(sourceKey: string, kind: 'content' | 'comment' = 'content'): Promise<string | null> {
  const [key] = await getDb().select().from(importKeys).where(and(eq(importKeys.kind, kind), eq(importKeys.sourceKey, sourceKey)));
  return key?.targetId ?? null;
}

/** The placeholders the theme data's imports left, by the address each file was sought at. */
async function placeholders() {
  const rows = await getDb().select().from(media).where(like(media.missingFrom, 'https://wpthemetestdata.%'));
  return new Map(rows.map((row) => [row.missingFrom!, row]));
}

async function textOf(sourceKey: string) {
  const id = await targetOf(sourceKey);
  if (!id) return null;
  const [text] = await getDb().select().from(contentTranslations).where(eq(contentTranslations.contentId, id));
  return text ?? null;
}

/** How many lines of each message a report has, for the messages that name a loss. */
function tally(report: ImportReport, messages: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of report.lines) if (messages.includes(line.message)) counts[line.message] = (counts[line.message] ?? 0) + 1;
  return counts;
}

const lossMessages = [
  'uploadsNotGiven', 'missingFile', 'machinerySkipped', 'titleMarkupRemoved', 'blockDropped', 'shortcodeDropped', 'galleryWithoutIds',
  'galleryImagesUnknown', 'embedAsLink', 'externalMedia', 'markupDropped', 'categoriesCut', 'tagsCut', 'termsUndeclared', 'postIdTaken',
  'commentsLeftOut', 'passwordProtected', 'titleMissing', 'slugTaken',
];

describe("WordPress's theme unit test data, then its 6.4 block test data, into one site with no uploads archive", () => {
  let theme: ImportReport;
  let blocks: ImportReport;
  let themeItems: WxrItem[];
  let blockItems: WxrItem[];
  beforeAll(async () => {
    [themeItems, blockItems] = [await itemsOf(themeFile), await itemsOf(blockFile)];
    theme = await run(themeFile);
    blocks = await run(blockFile);
  }, 180_000);

  it('lists every media file it could not bring, by its path under uploads and the address the file names, files.wordpress.com included', async () => {
    const missing = theme.lines.filter((line) => line.kind === 'media');
    expect(missing.every((line) => line.message === 'uploadsNotGiven' && line.level === 'warning')).toBe(true);
    const attachments = themeItems.filter((item) => item.postType === 'attachment');
    expect(attachments).toHaveLength(37);
    const keys = new Set(missing.map((line) => line.key));
    for (const attachment of attachments) expect(keys, attachment.attachmentUrl).toContain(new URL(attachment.attachmentUrl).pathname.slice(1));
    // Each file once, however many posts show it: the 37 attachments and the one image only a post names.
    expect(missing).toHaveLength(38);
    expect(missing.find((line) => line.key === '2010/08/manhattansummer.jpg')?.detail).toBe('https://wpthemetestdata.files.wordpress.com/2010/08/manhattansummer.jpg?w=150');
    expect(theme.count('warning')).toBeGreaterThanOrEqual(38);
  });

  it('says, item by item, what could not come as WordPress showed it: a line for each kind of loss, counted', async () => {
    expect(theme.count('error')).toBe(0);
    expect(blocks.count('error')).toBe(0);
    expect(tally(theme, lossMessages)).toEqual({
      uploadsNotGiven: 38,
      machinerySkipped: 1,
      titleMarkupRemoved: 1,
      blockDropped: 46,
      shortcodeDropped: 1,
      galleryImagesUnknown: 1,
      embedAsLink: 4,
      externalMedia: 1,
      termsUndeclared: 4,
      commentsLeftOut: 1,
      passwordProtected: 1,
      titleMissing: 1,
    });
    expect(tally(blocks, lossMessages)).toEqual({ uploadsNotGiven: 9, machinerySkipped: 1, blockDropped: 40, slugTaken: 1, postIdTaken: 1 });
    const detailOf = (report: ImportReport, key: string, message: string) => report.lines.find((line) => line.key === key && line.message === message)?.detail;
    // Every tag of the post filed under 45, and the terms the file never declares, made from the names its posts give them.
    const manyTags = (await targetOf(`${site}|post|1151`))!;
    expect((await getDb().select({ value: count() }).from(contentTags).where(eq(contentTags.contentId, manyTags)))[0]!.value).toBe(45);
    expect(theme.lines.filter((line) => line.message === 'termsUndeclared').every((line) => line.level === 'info' && line.detail)).toBe(true);
    expect(detailOf(theme, '1149', 'commentsLeftOut')).toBe('4');
    expect(detailOf(theme, '358', 'shortcodeDropped')).toBe('[simple]');
    const dropped = new Set(blocks.lines.filter((line) => line.message === 'blockDropped').map((line) => line.detail));
    for (const block of ['core/latest-posts', 'core/archives', 'core/calendar', 'core/rss', 'core/tag-cloud']) expect(dropped).toContain(block);
    expect(dropped).not.toContain('core/footnotes');
  });

  it('keeps every category of the post filed under 63, the first WordPress lists as its primary, and lists it under each of them', async () => {
    const post = themeItems.find((item) => item.postId === 1152)!;
    expect(post.slug).toBe('edge-case-many-categories');
    const named = post.terms.filter((term) => term.domain === 'category');
    expect(new Set(named.map((term) => term.slug)).size).toBe(63);
    const db = getDb();
    const id = (await targetOf(`${site}|post|1152`))!;
    const [item] = await db
      .select({ type: contents.type, primary: contents.categoryId, locale: contentTranslations.locale, slug: contentTranslations.slug })
      .from(contents)
      .innerJoin(contentTranslations, eq(contentTranslations.contentId, contents.id))
      .where(eq(contents.id, id));
    const links = (await db.select({ id: contentCategories.categoryId }).from(contentCategories).where(eq(contentCategories.contentId, id))).map((row) => row.id);
    expect(links).toHaveLength(63);
    expect(links).toContain(item!.primary);
    const nameOf = async (categoryId: string) =>
      (await db.select({ name: categoryTranslations.name }).from(categoryTranslations).where(eq(categoryTranslations.categoryId, categoryId)))[0]!.name;
    expect(await nameOf(item!.primary!)).toBe(named[0]!.name);

    // The page shows them all, the primary first; the list of its last category, not the primary, shows the post.
    const locale = item!.locale as Locale;
    const detail = await detailRoute(apiRequest(`/api/${item!.type}/${encodeURIComponent(item!.slug)}`, { locale }), routeParams({ type: item!.type, slug: item!.slug }));
    const { data } = (await detail.json()) as { data: { categories: { id: string; name: string }[] } };
    expect(data.categories).toHaveLength(63);
    expect(data.categories[0]!.id).toBe(item!.primary);
    const last = data.categories.find((category) => category.name === named.at(-1)!.name)!;
    expect(last.id).not.toBe(item!.primary);
    const list = await listRoute(apiRequest(`/api/${item!.type}?category=${last.id}&per_page=100`, { locale }), routeParams({ type: item!.type }));
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: { id: string }[] }).data.map((entry) => entry.id)).toContain(id);
  });

  it("stands a placeholder of the picture's size, with its description, wherever a picture could not be brought, and lists it as missing media", async () => {
    const alignment = (await textOf(`${site}|post|1177`))!.body;
    const images = alignment.match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThanOrEqual(6);
    expect(images.every((image) => image.includes('src="/media/missing/'))).toBe(true);
    expect(alignment).toContain('alt="Image Alignment 580x300"');
    const rows = await placeholders();
    const wide = rows.get('https://wpthemetestdata.files.wordpress.com/2013/03/image-alignment-580x300.jpg');
    expect(wide).toMatchObject({ kind: 'image', mime: 'image/png', width: 580, height: 300, originalName: 'image-alignment-580x300.jpg' });
    expect(wide!.path).toMatch(/^missing\/[0-9a-f-]{36}\/image-alignment-580x300\.png$/);
    // Only pictures a body shows get one: an attachment no post shows is a report line, not a hole in a page.
    const shown = new Set((await getDb().select({ body: contentTranslations.body }).from(contentTranslations)).flatMap((row) => row.body.match(/\/media\/missing\/[^"]+/g) ?? []));
    expect(rows.size).toBe(new Set([...rows.values()].map((row) => row.path)).size);
    for (const row of rows.values()) expect(shown, row.path).toContain(`/media/${row.path}`);
    // A second run finds the same placeholders rather than making new ones.
    const before = rows.size;
    await run(themeFile);
    expect((await placeholders()).size).toBe(before);
  });

  it("shows a gallery without ids as the post's attached images in WordPress's order, and the footnotes block as the post's notes with links both ways", async () => {
    const galleryPost = themeItems.find((item) => item.postId === 555)!;
    expect(galleryPost.content).toMatch(/\[gallery(?![^\]]*\bids=)[^\]]*\]/);
    const attached = themeItems
      .filter((item) => item.postType === 'attachment' && item.postParent === 555)
      .sort((a, b) => a.menuOrder - b.menuOrder || a.postId - b.postId);
    expect(attached.length).toBeGreaterThanOrEqual(5);
    const rows = await placeholders();
    const expected = attached.map((item) => `/media/${rows.get(item.attachmentUrl)!.path}`);
    const body = (await textOf(`${site}|post|555`))!.body;
    const shown = [...body.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    // Ten galleries (no columns, then one to nine columns), each of all the post's images.
    expect(galleryPost.content.match(/\[gallery/g)).toHaveLength(10);
    expect(shown).toEqual(Array.from({ length: 10 }, () => expected).flat());

    const footnotes = (await textOf(`${site}|post|75`))!.body;
    const noteId = 'aa484441-9ea2-470c-a0a3-218ede0c6b05';
    expect(footnotes).toMatch(new RegExp(`<sup><a href="#fn-${noteId}"[^>]* id="fn-${noteId}-link"[^>]*>1</a></sup>`));
    expect(footnotes).toMatch(new RegExp(`<li id="fn-${noteId}">A note <a href="#fn-${noteId}-link" aria-label="Back to reference 1"`));
  });

  it("names each post type of WordPress's own machinery it left behind, with how many", () => {
    const menus = themeItems.filter((item) => item.postType === 'nav_menu_item').length;
    expect(theme.lines.filter((line) => line.message === 'machinerySkipped')).toEqual([{ level: 'skipped', kind: 'nav_menu_item', message: 'machinerySkipped', detail: String(menus) }]);
    expect(blocks.lines.filter((line) => line.message === 'machinerySkipped')).toEqual([{ level: 'skipped', kind: 'wp_navigation', message: 'machinerySkipped', detail: '1' }]);
  });

  it("keeps both posts numbered 163, the theme data's and the block data's, says so, and a rerun duplicates neither", async () => {
    const [themePost, blockPost] = [themeItems.find((item) => item.postId === 163)!, blockItems.find((item) => item.postId === 163)!];
    expect(themePost.guid).not.toBe(blockPost.guid);
    expect((await textOf(`${site}|post|163`))?.title).toBe(themePost.title);
    expect((await textOf(`${site}|guid|post|${blockPost.guid}`))?.title).toBe(blockPost.title);
    expect(blocks.lines.filter((line) => line.message === 'postIdTaken')).toMatchObject([{ level: 'warning', key: '163', title: blockPost.title }]);
    const before = (await getDb().select({ value: count() }).from(contents))[0]!.value;
    await run(blockFile);
    expect((await getDb().select({ value: count() }).from(contents))[0]!.value).toBe(before);
    expect((await textOf(`${site}|post|163`))?.title).toBe(themePost.title);
    expect((await textOf(`${site}|guid|post|${blockPost.guid}`))?.title).toBe(blockPost.title);
  });

  it('keeps the markup WordPress keeps: definitions, abbreviations, quotations, edits, keys, fine print, addresses, foldouts, numbered lists that start elsewhere or count down', async () => {
    const bodies = (await getDb().select({ body: contentTranslations.body }).from(contentTranslations)).map((row) => row.body).join('\n');
    for (const tag of ['dl', 'dt', 'dd', 'abbr', 'cite', 'del', 'ins', 'kbd', 'q', 'small', 's', 'sub', 'sup', 'var', 'address', 'tfoot', 'details', 'summary']) {
      expect(bodies, tag).toMatch(new RegExp(`<${tag}[\\s>]`));
    }
    expect(bodies).toMatch(/<abbr title="[^"]+">/);
    expect(bodies).toContain('<ol start="8">');
    expect(bodies).toMatch(/<ol reversed(?:="[^"]*")?>/);
    expect(bodies).not.toMatch(/<script|\son\w+=|javascript:/i);
  });

  it('shows a title written with HTML as text, and says so', async () => {
    expect((await textOf(`${site}|post|1173`))?.title).toBe('Markup: Title With Markup');
    expect(theme.lines.find((line) => line.key === '1173')).toMatchObject({ message: 'titleMarkupRemoved', detail: 'Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>' });
  });

  it('keeps every reply answering the comment it answered on WordPress, ten levels deep', async () => {
    const post = themeItems.find((item) => item.postId === 1148)!;
    const depthOf = (id: number): number => {
      const comment = post.comments.find((entry) => entry.id === id);
      return comment?.parent ? 1 + depthOf(comment.parent) : 1;
    };
    expect(Math.max(...post.comments.map((comment) => depthOf(comment.id)))).toBe(10);
    const ids = new Map<number, string>();
    for (const comment of post.comments) ids.set(comment.id, (await targetOf(`${site}|comment|${comment.id}`, 'comment'))!);
    const rows = await getDb().select().from(comments).where(inArray(comments.id, [...ids.values()]));
    const rowOf = (id: number) => rows.find((row) => row.id === ids.get(id))!;
    const threadOf = (id: number): number => {
      const parent = post.comments.find((entry) => entry.id === id)!.parent;
      return parent ? threadOf(parent) : id;
    };
    for (const comment of post.comments) {
      const row = rowOf(comment.id);
      // The thread is the first comment of the line of replies; the reply answers its own parent.
      expect(row.parentId, `comment ${comment.id}`).toBe(comment.parent ? ids.get(threadOf(comment.id)) : null);
      expect(row.replyToId ?? row.parentId, `comment ${comment.id}`).toBe(comment.parent ? ids.get(comment.parent) : null);
    }
    const deep = post.comments.filter((comment) => depthOf(comment.id) >= 3);
    expect(deep.length).toBeGreaterThanOrEqual(8);
    expect(deep.every((comment) => rowOf(comment.id).replyToId !== null)).toBe(true);
  });

  it('hangs each page under its parent page, however deep, and its page names its parents, the topmost first', async () => {
    const parentsOf = async (postId: number) => {
      const [text] = await getDb()
        .select({ type: contents.type, slug: contentTranslations.slug, locale: contentTranslations.locale })
        .from(contents)
        .innerJoin(contentTranslations, eq(contentTranslations.contentId, contents.id))
        .where(eq(contents.id, (await targetOf(`${site}|post|${postId}`))!));
      const locale = text!.locale as Locale;
      const detail = await detailRoute(apiRequest(`/api/${text!.type}/${encodeURIComponent(text!.slug)}`, { locale }), routeParams({ type: text!.type, slug: text!.slug }));
      return ((await detail.json()) as { data: { parents: { title: string }[] } }).data.parents.map((parent) => parent.title);
    };
    expect(await parentsOf(172)).toEqual(['Level 1', 'Level 2']);
    expect(await parentsOf(746)).toEqual(['Level 1', 'Level 2']);
    expect(await parentsOf(1813)).toEqual(['Ελληνικά-Greek', 'Επίπεδο 2 -Second Greek level']);
    expect(await parentsOf(155)).toEqual(['About The Tests']);
    expect(await parentsOf(174)).toEqual([]);
    // A parent readers cannot open is passed over, not linked to a 404.
    const levelTwo = (await targetOf(`${site}|post|173`))!;
    await getDb().update(contents).set({ status: 'draft' }).where(eq(contents.id, levelTwo));
    expect(await parentsOf(172)).toEqual(['Level 1']);
    await getDb().update(contents).set({ status: 'published' }).where(eq(contents.id, levelTwo));
    expect(theme.lines.filter((line) => line.message === 'parentNotKept')).toEqual([]);

    // The way back to WordPress nests them again: each post names its parent's post.
    const exported = path.join(mkdtempSync(path.join(tmpdir(), 'darvazeh-wxr-out-')), 'site.xml');
    const out = createWriteStream(exported);
    await exportWxr(out, { siteUrl: 'https://darvazeh.example' });
    await finished(out);
    const back = await itemsOf(exported);
    const titled = (title: string) => back.find((item) => item.title === title && item.postType === 'post')!;
    expect(titled('Level 3').postParent).toBe(titled('Level 2').postId);
    expect(titled('Level 2').postParent).toBe(titled('Level 1').postId);
    expect(titled('Level 1').postParent).toBe(0);
  });

  it('says which pages lost a parent the file does not hold, and stands them at the top', async () => {
    // The same data as another site's (its media hosts too), exported without its page "Level 1"
    // (post 174), as a partial export would be.
    const partial = path.join(mkdtempSync(path.join(tmpdir(), 'darvazeh-partial-')), 'partial.xml');
    const text = readFileSync(themeFile, 'utf8').replaceAll('wpthemetestdata', 'partialthemedata');
    writeFileSync(partial, text.replace(/<item>(?:(?!<\/item>)[\s\S])*?<wp:post_id>174<\/wp:post_id>[\s\S]*?<\/item>/, ''));
    const report = await run(partial);
    const lost = report.lines.filter((line) => line.message === 'parentNotKept');
    expect(lost.map((line) => [line.key, line.detail]).sort()).toEqual([['173', '174'], ['742', '174'], ['744', '174']]);
    const [levelTwo] = await getDb().select({ parentId: contents.parentId }).from(contents).where(eq(contents.id, (await targetOf('https://partialthemedata.wordpress.com|post|173'))!));
    expect(levelTwo!.parentId).toBeNull();
  });

  it("keeps a comment's paragraphs, list items and links as text the comment screens show, with nothing that could run", async () => {
    const [markup] = themeItems.find((item) => item.postId === 1148)!.comments.filter((comment) => comment.content.includes('<h1>Header one</h1>'));
    const [anonymous] = themeItems.flatMap((item) => item.comments).filter((comment) => comment.content.includes('trying to be anonymous'));
    const bodyOf = async (id: number) => (await getDb().select({ body: comments.body }).from(comments).where(eq(comments.id, (await targetOf(`${site}|comment|${id}`, 'comment'))!)))[0]!.body;
    const body = await bodyOf(markup!.id);
    expect(body).toContain('\n\nHeader one\n\nHeader two');
    expect(body).toMatch(/\n• \S/);
    expect(body).toMatch(/\n1\. \S/);
    // Angle brackets the comment wrote as text (`&lt;code&gt;`) stay text; its own tags are gone.
    expect(body).not.toMatch(/<\/(?:h\d|p|ul|ol|li|a|strong|blockquote|table)>|<(?:h1|li)>/);
    expect(await bodyOf(anonymous!.id)).toContain('no Gravatar (https://gravatar.com//) associated with it');
  });
});

describe('the theme unit test data again, now with a copy of its uploads', () => {
  const uploads = mkdtempSync(path.join(tmpdir(), 'darvazeh-wpcom-uploads-'));
  let report: ImportReport;
  beforeAll(async () => {
    // WordPress.com served these from wpthemetestdata.files.wordpress.com/2013/03/…: the copy has them under uploads/2013/03/.
    const jpeg = path.join(process.cwd(), 'tests/fixtures/wordpress/uploads/2023/06/wallet-cover.jpg');
    for (const file of ['2013/03/image-alignment-580x300.jpg', '2013/03/image-alignment.jpg', '2008/06/canola2.jpg']) {
      mkdirSync(path.dirname(path.join(uploads, file)), { recursive: true });
      copyFileSync(jpeg, path.join(uploads, file));
    }
    report = await run(themeFile, uploads);
  }, 180_000);

  it('finds images by their path under uploads whatever host the address names, a resized copy by its original, and lists the rest as missing', async () => {
    const missing = report.lines.filter((line) => line.kind === 'media');
    expect(missing.every((line) => line.message === 'missingFile')).toBe(true);
    const keys = missing.map((line) => line.key);
    for (const found of ['2013/03/image-alignment-580x300.jpg', '2013/03/image-alignment-300x200.jpg', '2013/03/image-alignment-150x150.jpg', '2008/06/canola2.jpg']) {
      expect(keys).not.toContain(found);
    }
    expect(keys).toContain('2008/06/windmill.jpg');
    expect(missing).toHaveLength(38 - 5);
    const alignment = (await textOf(`${site}|post|1177`))!.body;
    expect(alignment).not.toContain('files.wordpress.com');
    expect(alignment.match(/<img [^>]*src="\/media\//g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('replaces the placeholders of files the copy now holds, and keeps those of files it still lacks', async () => {
    const rows = await placeholders();
    expect(rows.has('https://wpthemetestdata.files.wordpress.com/2013/03/image-alignment-580x300.jpg')).toBe(false);
    expect(rows.size).toBeGreaterThan(0);
    for (const from of rows.keys()) expect(from).not.toMatch(/image-alignment|canola2/);
    const alignment = (await textOf(`${site}|post|1177`))!.body;
    expect(alignment).toMatch(/<img [^>]*src="\/media\/images\/[^"]+"[^>]*alt="Image Alignment 580x300"|<img [^>]*alt="Image Alignment 580x300"[^>]*src="\/media\/images\//);
    expect(alignment).toContain('src="/media/missing/');
  });
});
