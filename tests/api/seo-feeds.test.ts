import Parser from 'rss-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { getStorage } from '@/server/storage';
import { contentTypes } from '@/shared/content-types';
import { GET as feed } from '@/app/[locale]/feeds/[type]/route';
import { GET as robots } from '@/app/robots.txt/route';
import { GET as sitemap } from '@/app/sitemap.xml/route';
import { apiRequest, routeParams } from '../support/http';
import { makeItem } from '../support/content-fixtures';

const getFeed = (locale: string, type: string) => feed(apiRequest(`/${locale}/feeds/${type}`), routeParams({ locale, type }));

let bothSlugs: Record<string, string> = {};
let postSlug = '';
const episodeBytes = new Uint8Array(192_044).fill(0xff);

type ParsedItem = { title?: string; link?: string; guid?: string; enclosure?: { url: string; length?: string; type?: string } };
const parser = new Parser<{ itunes?: { owner?: { name?: string; email?: string } } }, ParsedItem>({ customFields: { feed: ['itunes:owner' as never] } });

beforeAll(async () => {
  const article = await makeItem({ en: { title: 'Feeds & sitemaps <explained>' }, fa: { title: 'خوراک و نقشه سایت' } });
  bothSlugs = article.translations as Record<string, string>;
  await makeItem({ en: { title: 'Unpublished feed draft' }, status: 'draft', publishedAt: null });
  await getStorage().put('audio/episode-one.mp3', episodeBytes);
  await makeItem({ type: 'podcasts', en: { title: 'Episode one' }, attributes: { audio: '/media/audio/episode-one.mp3', listening_time: 42 } });
  const post = await makeItem({ type: 'posts', en: { title: 'A short post' }, attributes: { text: { en: 'Hello from the posts page' } } });
  postSlug = post.translations.en!;
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
    expect(xml).toMatch(/<enclosure url="http[^"]+\/media\/audio\/episode-one\.mp3" length="192044" type="audio\/mpeg"\/>/);
    expect(xml).toMatch(/<itunes:owner><itunes:name>[^<]+<\/itunes:name><itunes:email>no-reply@darvazeh\.local<\/itunes:email><\/itunes:owner>/);
    expect(xml).toContain('<itunes:duration>00:42:00</itunes:duration>');
  });

  it('parses with a real RSS parser, every type in both languages', async () => {
    for (const locale of ['fa', 'en']) {
      for (const type of Object.keys(contentTypes)) {
        const response = await getFeed(locale, type);
        expect(response.status, `${locale} ${type}`).toBe(200);
        const parsed = await parser.parseString(await response.text());
        expect(parsed.title, `${locale} ${type}`).toBeTruthy();
        expect(parsed.link).toMatch(new RegExp(`/${locale}/${type}$`));
        for (const item of parsed.items) expect(item.title && item.link && item.guid, `${locale} ${type}`).toBeTruthy();
      }
    }
    const podcasts = await parser.parseString(await (await getFeed('en', 'podcasts')).text());
    expect(podcasts.items[0]!.enclosure).toMatchObject({ length: '192044', type: 'audio/mpeg' });
    expect(podcasts.itunes?.owner?.email).toBe('no-reply@darvazeh.local');
  });

  it('links each post to the anchor its card has on the posts page (its slug)', async () => {
    const parsed = await parser.parseString(await (await getFeed('en', 'posts')).text());
    const link = parsed.items.find((item) => item.title === 'A short post')!.link!;
    expect(new URL(link).pathname).toBe('/en/posts');
    expect(decodeURIComponent(new URL(link).hash)).toBe(`#${postSlug}`);
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
