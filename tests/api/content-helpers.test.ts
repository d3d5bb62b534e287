import { describe, expect, it } from 'vitest';
import { getContentForEditing, listContentsByIds, listSitemapEntries } from '@/server/services/content';
import { NotFoundError } from '@/server/errors';
import { makeItem, makeTag } from '../support/content-fixtures';

describe('listContentsByIds', () => {
  it('answers visible items in the order asked, skipping hidden and other types', async () => {
    const a = await makeItem({ en: { title: 'Saved first' } });
    const b = await makeItem({ en: { title: 'Saved second' } });
    const draft = await makeItem({ en: { title: 'Saved draft' }, status: 'draft', publishedAt: null });
    const book = await makeItem({ type: 'books', en: { title: 'Saved book' } });
    const items = await listContentsByIds('articles', [b.id, draft.id, a.id, book.id], 'en');
    expect(items.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(await listContentsByIds('articles', [], 'en')).toEqual([]);
  });
});

describe('getContentForEditing', () => {
  it('loads any status with every language and the raw attributes', async () => {
    const tag = await makeTag('Editing', 'ویرایش');
    const item = await makeItem({
      type: 'posts',
      status: 'draft',
      publishedAt: null,
      en: { title: 'Draft post' },
      fa: { title: 'یادداشت پیش‌نویس' },
      tagIds: [tag.id],
    });
    const loaded = await getContentForEditing('posts', item.id);
    expect(loaded.status).toBe('draft');
    expect(loaded.tag_ids).toEqual([tag.id]);
    expect(Object.keys(loaded.translations).sort()).toEqual(['en', 'fa']);
    expect(loaded.attributes).toEqual({ text: { en: 'A short post.', fa: 'یک یادداشت کوتاه.' } });
    await expect(getContentForEditing('articles', item.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('listSitemapEntries', () => {
  it('lists visible items once, with their slug in each language', async () => {
    const both = await makeItem({ en: { title: 'Sitemap both' }, fa: { title: 'نقشهٔ سایت' } });
    await makeItem({ en: { title: 'Sitemap hidden' }, status: 'scheduled', publishedAt: new Date(Date.now() + 86_400_000) });
    const entries = await listSitemapEntries();
    const entry = entries.find((e) => e.id === both.id);
    expect(entry?.slugs).toEqual({ en: 'sitemap-both', fa: 'نقشه-سایت' });
    expect(entries.some((e) => e.slugs.en === 'sitemap-hidden')).toBe(false);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });
});
