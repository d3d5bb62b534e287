import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createContent, deleteContent, getContentBySlug, updateContent } from '@/server/services/content';
import { NotFoundError, ValidationError } from '@/server/errors';
import { systemWriter } from '@/server/services/context';
import { registerUser } from '../support/accounts';
import { makeItem } from '../support/content-fixtures';

describe('createContent', () => {
  it('makes slugs from titles, unique per type and language with a numeric suffix', async () => {
    const first = await makeItem({ en: { title: 'Proof of Stake, explained!' }, fa: { title: 'اثبات سهام چیست؟' } });
    const second = await makeItem({ en: { title: 'Proof of stake explained' } });
    const otherType = await makeItem({ type: 'books', en: { title: 'Proof of Stake Explained' } });
    expect(first.translations).toEqual({ en: 'proof-of-stake-explained', fa: 'اثبات-سهام-چیست' });
    expect(second.translations.en).toBe('proof-of-stake-explained-2');
    expect(otherType.translations.en).toBe('proof-of-stake-explained');
  });

  it('refuses a chosen slug that is taken', async () => {
    await makeItem({ en: { title: 'Taken', slug: 'taken-slug' } });
    await expect(makeItem({ en: { title: 'Another', slug: 'taken-slug' } })).rejects.toBeInstanceOf(ValidationError);
  });

  it('validates attributes with the type schema', async () => {
    const attempt = createContent({
      type: 'videos',
      input: { attributes: { embed_url: 'https://evil.example/v/1', watching_time: 3 }, translations: { en: { title: 'Video' } } },
      by: systemWriter(),
    });
    await expect(attempt).rejects.toBeInstanceOf(z.ZodError);
  });

  it('rejects unknown categories as a field error', async () => {
    const attempt = makeItem({ en: { title: 'Lost' }, categoryId: '00000000-0000-4000-8000-000000000000' });
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('authors', () => {
  it('names the author on the detail page by display name, never by e-mail', async () => {
    const author = await registerUser();
    await createContent({ type: 'articles', authorId: author.id, input: { status: 'published', attributes: {}, translations: { en: { title: 'Signed article' } } }, by: systemWriter() });
    const detail = await getContentBySlug('articles', 'signed-article', 'en');
    expect(detail.author).toEqual({ id: author.id, name: author.username, avatar: null });
    expect(JSON.stringify(detail)).not.toContain(author.email);
  });
});

describe('updateContent and deleteContent', () => {
  it('keeps a slug when the title changes, adds and removes languages, never the last one', async () => {
    const item = await makeItem({ en: { title: 'Layer two networks' } });
    const updated = await updateContent({
      type: 'articles',
      id: item.id,
      input: { translations: { en: { title: 'Layer 2 networks', body: '<p onmouseover="x()">Rollups</p>' }, fa: { title: 'شبکه‌های لایه دو' } } },
      by: systemWriter(),
    });
    expect(updated.translations).toEqual({ en: 'layer-two-networks', fa: 'شبکه-های-لایه-دو' });
    const detail = await getContentBySlug('articles', 'layer-two-networks', 'en');
    expect(detail.title).toBe('Layer 2 networks');
    expect(detail.body).toBe('<p>Rollups</p>');

    const withoutEn = await updateContent({ type: 'articles', id: item.id, input: { translations: { en: null } }, by: systemWriter() });
    expect(withoutEn.translations).toEqual({ fa: 'شبکه-های-لایه-دو' });
    await expect(updateContent({ type: 'articles', id: item.id, input: { translations: { fa: null } }, by: systemWriter() })).rejects.toBeInstanceOf(ValidationError);
  });

  it('recomputes a computed reading time when the body grows, but keeps one set by hand', async () => {
    const long = `<p>${'word '.repeat(1200)}</p>`;
    const computed = await makeItem({ en: { title: 'Growing article' } });
    await updateContent({ type: 'articles', id: computed.id, input: { translations: { en: { title: 'Growing article', body: long } } }, by: systemWriter() });
    expect((await getContentBySlug('articles', 'growing-article', 'en')).attributes).toEqual({ reading_time: 6 });

    const manual = await makeItem({ en: { title: 'Hand timed' }, attributes: { reading_time: 15 } });
    await updateContent({ type: 'articles', id: manual.id, input: { translations: { en: { title: 'Hand timed', body: long } } }, by: systemWriter() });
    expect((await getContentBySlug('articles', 'hand-timed', 'en')).attributes).toEqual({ reading_time: 15 });
  });

  it('hides an item moved back to draft, and deletes it', async () => {
    const item = await makeItem({ en: { title: 'Short lived' } });
    await updateContent({ type: 'articles', id: item.id, input: { status: 'draft' }, by: systemWriter() });
    await expect(getContentBySlug('articles', 'short-lived', 'en')).rejects.toBeInstanceOf(NotFoundError);
    await deleteContent({ type: 'articles', id: item.id, by: systemWriter() });
    await expect(deleteContent({ type: 'articles', id: item.id, by: systemWriter() })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers 404 for an id of another type', async () => {
    const item = await makeItem({ en: { title: 'Typed' } });
    await expect(updateContent({ type: 'books', id: item.id, input: {}, by: systemWriter() })).rejects.toBeInstanceOf(NotFoundError);
  });
});
