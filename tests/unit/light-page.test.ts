import { describe, expect, it } from 'vitest';
import { lightPage } from '@/server/http/light-page';
import { wantsLightPage } from '@/shared/light-mode';
import { sessionHintBootScript } from '@/shared/session-hint';
import { themeBootScript } from '@/shared/theme';

const cover = '/media/images/c';
const page = [
  '<!DOCTYPE html><html lang="fa-IR" dir="rtl" class="font_variable"><head>',
  '<link rel="preload" href="/_next/static/media/vazirmatn.woff2" as="font" crossorigin="" type="font/woff2"/>',
  `<link rel="preload" as="image" imageSrcSet="${cover}-320.webp 320w, ${cover}-1280.webp 1280w" imageSizes="100vw" fetchPriority="high"/>`,
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/><link rel="modulepreload" href="/m.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<link rel="alternate" type="application/rss+xml" href="/fa/feeds/articles" title="دروازه"/>',
  '</head><body class="dark-scheme">',
  `<script>${themeBootScript + sessionHintBootScript}</script>`,
  '<main id="main" class="mx-auto">',
  `<img src="${cover}-640.webp" srcSet="${cover}-640.webp 640w, ${cover}-320.webp 320w, ${cover}-1280.webp 1280w" sizes="100vw" width="1280" height="720" alt="جلد" loading="eager"/>`,
  '<img src="/media/plain.png" alt=""/>',
  '<audio preload="metadata" src="/media/a.mp3" aria-label="قسمت"><a href="/media/a.mp3" download="">دانلود</a></audio>',
  '<video controls="" preload="metadata" playsInline="" poster="/media/p.webp" src="/media/v.mp4"></video>',
  '<iframe src="https://www.aparat.com/video/video/embed/videohash/abc" title="ویدیو: &quot;بلاکچین&quot;" loading="lazy" allowFullScreen=""></iframe>',
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '</main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])</script>',
  '</body></html>',
].join('');

describe('lightPage', () => {
  const light = lightPage(page, '/api/preferences/light-mode?mode=off');

  it('keeps no script but the theme boot and the structured data', () => {
    const scripts = [...light.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([themeBootScript + sessionHintBootScript, '{"@type":"Article"}']);
    expect(light).not.toContain('modulepreload');
    expect(light).not.toContain('as="script"');
  });

  it('preloads neither the font nor a cover, and keeps the stylesheet and feeds', () => {
    expect(light).not.toContain('woff2');
    expect(light).not.toContain('imageSrcSet');
    expect(light).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(light).toContain('/fa/feeds/articles');
  });

  it('marks the page light for the stylesheet', () => {
    expect(light).toMatch(/^<!DOCTYPE html><html data-light="" lang="fa-IR" dir="rtl" class="font_variable">/);
  });

  it('draws each image at its narrowest rendition, whatever order its srcset lists them in', () => {
    expect(light).toContain(`<img src="${cover}-320.webp" width="1280" height="720" alt="جلد" loading="eager"/>`);
    expect(light).toContain('<img src="/media/plain.png" alt=""/>');
  });

  it('loads no recording until asked, with the browser’s own controls and no poster', () => {
    expect(light).toContain('<audio controls preload="none" src="/media/a.mp3" aria-label="قسمت">');
    expect(light).toContain('<video controls preload="none" playsInline="" src="/media/v.mp4">');
  });

  it('turns an embedded player into a link to it, named in the page’s language', () => {
    expect(light).not.toContain('<iframe');
    expect(light).toContain(
      '<p class="light-embed"><a href="https://www.aparat.com/video/video/embed/videohash/abc" rel="noopener">باز کردن پخش‌کننده</a> <bdi>ویدیو: &quot;بلاکچین&quot;</bdi></p>',
    );
  });

  it('opens the content with a notice in the page’s language whose button posts back to the full version', () => {
    expect(light).toContain(
      '<main id="main" class="mx-auto"><div class="light-notice" role="note" data-testid="light-notice"><p>نسخهٔ سبک',
    );
    expect(light).toContain(
      '<form method="post" action="/api/preferences/light-mode?mode=off"><button type="submit">نسخهٔ کامل</button></form>',
    );
    const english = lightPage(page.replace('lang="fa-IR" dir="rtl"', 'lang="en-US" dir="ltr"'), '/x');
    expect(english).toContain('<p>You are reading the light version');
    expect(english).toContain('Open the player');
  });
});

describe('wantsLightPage', () => {
  it('follows the browser’s Save-Data unless the reader chose, and the reader’s choice wins either way', () => {
    expect(wantsLightPage({ saveData: 'on', cookie: undefined })).toBe(true);
    expect(wantsLightPage({ saveData: ' On ', cookie: 'a=1' })).toBe(true);
    expect(wantsLightPage({ saveData: 'off', cookie: undefined })).toBe(false);
    expect(wantsLightPage({ saveData: undefined, cookie: undefined })).toBe(false);
    expect(wantsLightPage({ saveData: undefined, cookie: 'x=1; light_mode=on' })).toBe(true);
    expect(wantsLightPage({ saveData: 'on', cookie: 'light_mode=off; x=1' })).toBe(false);
    expect(wantsLightPage({ saveData: undefined, cookie: 'my_light_mode=on' })).toBe(false);
  });
});
