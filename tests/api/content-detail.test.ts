import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/[type]/[slug]/route';
import { apiRequest, json, routeParams } from '../support/http';
import { makeCategory, makeItem } from '../support/content-fixtures';

type Detail = {
  data: {
    id: string;
    title: string;
    body: string;
    seo_title: string | null;
    translations: Record<string, string>;
    related: { id: string }[];
    attributes: Record<string, unknown>;
  };
};

const detail = (type: string, slug: string, locale: 'fa' | 'en' = 'en') =>
  GET(apiRequest(`/api/${type}/${encodeURIComponent(slug)}`, { locale }), routeParams({ type, slug }));

let main: Awaited<ReturnType<typeof makeItem>>;
let sibling: Awaited<ReturnType<typeof makeItem>>;

beforeAll(async () => {
  const category = await makeCategory('Security', 'امنیت');
  main = await makeItem({
    en: {
      title: 'Keeping your seed phrase safe',
      excerpt: 'Where to write it down, and where never to type it.',
      body: '<h2>Paper first</h2><p onclick="steal()">Write it on paper.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.com">guide</a>',
    },
    fa: { title: 'نگهداری امن عبارت بازیابی' },
    categoryId: category.id,
  });
  sibling = await makeItem({ en: { title: 'Hardware wallets compared' }, categoryId: category.id });
  await makeItem({ en: { title: 'Unrelated news' } });
  await makeItem({ en: { title: 'Hidden draft', slug: 'hidden-draft' }, status: 'draft', publishedAt: null });
  await makeItem({ en: { title: 'Not yet', slug: 'not-yet' }, status: 'scheduled', publishedAt: new Date(Date.now() + 3_600_000) });
});

describe('GET /api/{type}/{slug}', () => {
  it('answers the item with body, SEO fields, both slugs and related items, same category first', async () => {
    const res = await detail('articles', main.translations.en!);
    expect(res.status).toBe(200);
    const { data } = await json<Detail>(res);
    expect(data.title).toBe('Keeping your seed phrase safe');
    expect(data.translations).toEqual({ en: 'keeping-your-seed-phrase-safe', fa: 'نگهداری-امن-عبارت-بازیابی' });
    expect(data.related[0]!.id).toBe(sibling.id);
    expect(data.related.map((item) => item.id)).not.toContain(main.id);
    expect(data.attributes.reading_time).toBe(1);
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
  });

  it('stores the body sanitized: no scripts, no event handlers, no javascript: links', async () => {
    const { data } = await json<Detail>(await detail('articles', main.translations.en!));
    expect(data.body).toContain('<h2>Paper first</h2>');
    expect(data.body).not.toMatch(/script|onclick|javascript:/i);
    expect(data.body).toContain('<a href="https://example.com" rel="noopener noreferrer">guide</a>');
  });

  it('finds a Persian slug, encoded or not', async () => {
    const slug = main.translations.fa!;
    const decoded = await detail('articles', slug, 'fa');
    expect(decoded.status).toBe(200);
    const encoded = await GET(apiRequest(`/api/articles/${encodeURIComponent(slug)}`, { locale: 'fa' }), routeParams({ type: 'articles', slug: encodeURIComponent(slug) }));
    expect(encoded.status).toBe(200);
  });

  it('answers 404 for unknown slugs, drafts, future schedules, another type or another language', async () => {
    expect((await detail('articles', 'no-such-thing')).status).toBe(404);
    expect((await detail('articles', 'hidden-draft')).status).toBe(404);
    expect((await detail('articles', 'not-yet')).status).toBe(404);
    expect((await detail('books', main.translations.en!)).status).toBe(404);
    expect((await detail('articles', main.translations.en!, 'fa')).status).toBe(404);
    expect((await detail('nonsense', 'x')).status).toBe(404);
  });
});
