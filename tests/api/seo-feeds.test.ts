import { beforeAll, describe, expect, it } from 'vitest';
import { GET as feed } from '@/app/[locale]/feeds/[type]/route';
import { GET as robots } from '@/app/robots.txt/route';
import { GET as sitemap } from '@/app/sitemap.xml/route';
import { apiRequest, routeParams } from '../support/http';
import { makeItem } from '../support/content-fixtures';

const getFeed = (locale: string, type: string) => feed(apiRequest(`/${locale}/feeds/${type}`), routeParams({ locale, type }));

let bothSlugs: Record<string, string> = {};

beforeAll(async () => {
  const article = await makeItem({ en: { title: 'Feeds & sitemaps <explained>' }, fa: { title: 'خوراک و نقشه سایت' } });
  bothSlugs = article.translations as Record<string, string>;
  await makeItem({ en: { title: 'Unpublished feed draft' }, status: 'draft', publishedAt: null });
  await makeItem({ type: 'podcasts', en: { title: 'Episode one' }, attributes: { audio: '/media/audio/episode-one.mp3', listening_time: 42 } });
});

describe('GET /{locale}/feeds/{type}', () => {
  it('answers RSS 2.0 of published items with escaped text, cacheable and without cookies', async () => {
    const res = await getFeed('en', 'articles');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    expect(res.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+/);
    expect(res.headers.get('set-cookie')).toBeNull();
    const xml = await res.text();
    expect(xml).toContain('<title>Feeds &amp; sitemaps &lt;explained&gt;</title>');
    expect(xml).toContain(`/en/articles/${encodeURIComponent(bothSlugs.en!)}</link>`);
    expect(xml).not.toContain('Unpublished feed draft');
    expect(xml).not.toContain('itunes:');
  });

  it('gives the podcast feed enclosures and iTunes tags', async () => {
    const xml = await (await getFeed('en', 'podcasts')).text();
    expect(xml).toContain('xmlns:itunes=');
    expect(xml).toMatch(/<enclosure url="http[^"]+\/media\/audio\/episode-one\.mp3" length="0" type="audio\/mpeg"\/>/);
    expect(xml).toContain('<itunes:duration>00:42:00</itunes:duration>');
  });

  it('is 404 for an unknown type or locale', async () => {
    expect((await getFeed('en', 'recipes')).status).toBe(404);
    expect((await getFeed('de', 'articles')).status).toBe(404);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists both locales and every published translation with hreflang alternates', async () => {
    const res = await sitemap();
    expect(res.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+/);
    const xml = await res.text();
    expect(xml).toContain('/fa/faq</loc>');
    expect(xml).toContain('/en/faq</loc>');
    expect(xml).toContain(`/fa/articles/${encodeURIComponent(bothSlugs.fa!)}</loc>`);
    expect(xml).toContain(`hreflang="en-US" href="`);
    expect(xml).not.toContain('unpublished-feed-draft');
  });

  it('names the sitemap in robots.txt', async () => {
    const text = await robots().text();
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
