import { describe, expect, it } from 'vitest';
import { buildRssFeed, itunesDuration } from '@/server/seo/rss';
import { buildRobotsTxt, buildSitemapXml, sitemapUrls } from '@/server/seo/sitemap';
import { escapeXml } from '@/server/seo/xml';
import { languageAlternates, pageMetadata } from '@/server/seo/metadata';
import {
  articleJsonLd,
  bookJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  isoDuration,
  podcastEpisodeJsonLd,
  serializeJsonLd,
  videoObjectJsonLd,
} from '@/shared/seo/json-ld';

const base = 'https://darvazeh.example';
const publisher = { name: 'Darvazeh', url: `${base}/en` };

describe('pageMetadata', () => {
  it('gives a canonical URL, hreflang for both languages plus x-default, OpenGraph and Twitter', () => {
    const metadata = pageMetadata({ locale: 'en', path: '/faq', title: 'FAQ', description: 'Answers' }, base);
    expect(metadata.alternates?.canonical).toBe(`${base}/en/faq`);
    expect(metadata.alternates?.languages).toEqual({
      'fa-IR': `${base}/fa/faq`,
      'en-US': `${base}/en/faq`,
      'x-default': `${base}/fa/faq`,
    });
    expect(metadata.openGraph).toMatchObject({ url: `${base}/en/faq`, locale: 'en_US', alternateLocale: ['fa_IR'], title: 'FAQ' });
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: 'FAQ' });
  });

  it('uses per-language slugs and leaves out a language the item is not written in', () => {
    const metadata = pageMetadata({ locale: 'en', paths: { en: '/articles/hello' }, title: 'Hello', image: '/media/a.webp', type: 'article' }, base);
    expect(metadata.alternates?.languages).toEqual({ 'en-US': `${base}/en/articles/hello`, 'x-default': `${base}/en/articles/hello` });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [`${base}/media/a.webp`] });
  });

  it('points x-default at Persian when the page exists in Persian', () => {
    expect(languageAlternates('en', { fa: '/books/کتاب', en: '/books/book' }, base)['x-default']).toBe(`${base}/fa/books/کتاب`);
  });
});

describe('JSON-LD builders', () => {
  const work = { url: `${base}/en/x`, title: 'A </script> title', inLanguage: 'en-US', publisher, datePublished: '2026-01-02T00:00:00.000Z' };

  it('escapes markup so a title cannot close the script element', () => {
    const text = serializeJsonLd(articleJsonLd(work));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).headline).toBe('A </script> title');
  });

  it('builds Article, Book, PodcastEpisode and VideoObject with schema.org types', () => {
    expect(articleJsonLd({ ...work, authorName: 'Sara' })).toMatchObject({ '@type': 'Article', author: { name: 'Sara' }, dateModified: work.datePublished });
    expect(bookJsonLd({ ...work, author: 'Ali', isbn: '9780000000000', numberOfPages: 200 })).toMatchObject({
      '@type': 'Book',
      author: { '@type': 'Person', name: 'Ali' },
      isbn: '9780000000000',
      numberOfPages: 200,
    });
    expect(podcastEpisodeJsonLd({ ...work, audioUrl: `${base}/media/a.mp3`, durationMinutes: 75, series: { name: 'Podcasts' } })).toMatchObject({
      '@type': 'PodcastEpisode',
      duration: 'PT1H15M',
      associatedMedia: { contentUrl: `${base}/media/a.mp3` },
      partOfSeries: { '@type': 'PodcastSeries' },
    });
    expect(videoObjectJsonLd({ ...work, image: `${base}/c.webp`, embedUrl: 'https://www.aparat.com/video/video/embed/videohash/x' })).toMatchObject({
      '@type': 'VideoObject',
      thumbnailUrl: `${base}/c.webp`,
      uploadDate: work.datePublished,
    });
  });

  it('builds FAQPage and BreadcrumbList', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
    expect(breadcrumbJsonLd([{ name: 'Home', url: `${base}/en` }, { name: 'FAQ', url: `${base}/en/faq` }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/en` },
      { '@type': 'ListItem', position: 2, name: 'FAQ', item: `${base}/en/faq` },
    ]);
  });

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(12)).toBe('PT12M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0M');
  });
});

describe('feeds and sitemap', () => {
  it('escapes XML and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
  });

  it('builds a valid RSS 2.0 podcast feed with enclosures and iTunes tags', () => {
    const xml = buildRssFeed(
      { title: 'Podcasts & more', link: `${base}/fa/podcasts`, self: `${base}/fa/feeds/podcasts`, description: 'گفت‌وگو', language: 'fa-IR', author: 'دروازه', isPodcast: true, image: `${base}/c.png` },
      [
        {
          id: '1',
          title: 'قسمت <۱>',
          url: `${base}/fa/podcasts/x`,
          description: 'A & B',
          publishedAt: '2026-01-02T00:00:00.000Z',
          enclosure: { url: `${base}/media/a.mp3`, type: 'audio/mpeg' },
          durationMinutes: 42,
        },
      ],
    );
    // Real XML parsing of served feeds is in the end-to-end suite (the browser's DOMParser).
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('<title>Podcasts &amp; more</title>');
    expect(xml).toContain('<itunes:category text="Technology"/>');
    expect(xml).toContain('<title>قسمت &lt;۱&gt;</title>');
    expect(xml).toContain(`<enclosure url="${base}/media/a.mp3" length="0" type="audio/mpeg"/>`);
    expect(xml).toContain('<itunes:duration>00:42:00</itunes:duration>');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>A &amp; B</description>');
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true);
  });

  it('leaves iTunes tags out of ordinary feeds', () => {
    const xml = buildRssFeed({ title: 'Articles', link: `${base}/en/articles`, self: `${base}/en/feeds/articles`, description: 'New', language: 'en-US', author: 'D' }, []);
    expect(xml).not.toContain('itunes');
    expect(xml).toContain(`<atom:link href="${base}/en/feeds/articles" rel="self" type="application/rss+xml"/>`);
  });

  it('formats iTunes durations', () => {
    expect(itunesDuration(75.5)).toBe('01:15:30');
  });

  it('lists static pages in both locales and each item in the languages it is written in', () => {
    const urls = sitemapUrls(
      [
        { type: 'articles', updated_at: '2026-01-01T00:00:00.000Z', slugs: { fa: 'سلام', en: 'hello' } },
        { type: 'posts', updated_at: '2026-01-01T00:00:00.000Z', slugs: { fa: 'post' } },
      ],
      base,
    );
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain(`${base}/fa/faq`);
    expect(locs).toContain(`${base}/en/metaverses/compare`);
    expect(locs).toContain(`${base}/en/articles/hello`);
    expect(locs).toContain(`${base}/fa/articles/${encodeURIComponent('سلام')}`);
    expect(locs.some((loc) => loc.includes('/posts/'))).toBe(false);
    const xml = buildSitemapXml(urls);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(`hreflang="x-default" href="${base}/fa/articles/${encodeURIComponent('سلام')}"`);
  });

  it('names the sitemap in robots.txt and keeps panels out', () => {
    const robots = buildRobotsTxt(base);
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(robots).toContain('Disallow: /fa/manager/');
  });
});
