import { eq } from 'drizzle-orm';
import path from 'node:path';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as startImportRoute } from '@/app/api/manager/import/wordpress/route';
import { DELETE as resetRoute, PUT as setRoute } from '@/app/api/manager/pages/[page]/[language]/route';
import { AboutScreen } from '@/components/content/about-screen';
import { pathTag } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { importKeys } from '@/server/db/schema';
import { tagStore } from '@/server/page-cache/tag-store';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { bearer } from '../support/accounts';
import { apiRequest, json, routeParams } from '../support/http';
import { activityOf, as, managerCast, type ManagerCast } from '../support/manager';
import { finishedImport, uploadImportFile, wordpressFixtures } from '../support/portability';

let cast: ManagerCast;
let run: ImportRunJson;

/**
 * The about page's HTML in `locale`, as its screen renders it for the first reader after a purge
 * (the page file around it is next-intl's and Next's, which run only under Next).
 */
async function aboutPage(locale: 'fa' | 'en'): Promise<string> {
  const stream = await renderToReadableStream(createElement(AboutScreen, { locale }));
  await stream.allReady;
  return new Response(stream).text();
}

const about = (language: string, page = 'about') => `/api/manager/pages/${page}/${language}`;
const put = (user: ManagerCast[keyof ManagerCast] | null, body: unknown, language = 'en', page = 'about') =>
  setRoute(as(user, about(language, page), { method: 'PUT', body }), routeParams({ page, language }));
const reset = (user: ManagerCast[keyof ManagerCast] | null, language = 'en') => resetRoute(as(user, about(language), { method: 'DELETE' }), routeParams({ page: 'about', language }));
const aboutLine = (report: ImportRunJson['report']) => report.find((line) => line.built_in_page?.page === 'about');

beforeAll(async () => {
  // `limited` may run an import but not edit the built-in pages.
  cast = await managerCast(['import.run']);
  const uploaded = await uploadImportFile(cast.boss, path.join(wordpressFixtures, 'polylang-fa-en.xml'));
  const file = (await json<{ data: { id: string } }>(uploaded)).data;
  const started = await startImportRoute(as(cast.boss, '/api/manager/import/wordpress', { method: 'POST', body: { file_id: file.id, pages: 'articles' } }), routeParams({}));
  run = await finishedImport(cast.boss, (await json<{ data: ImportRunJson }>(started)).data.id);
});

describe('an imported «About Us» whose old address, /en/about-us/, is the about page', () => {
  it('is a report line naming the about page and the item it became, at its new address', () => {
    expect(run.status).toBe('done');
    const line = aboutLine(run.report);
    expect(line).toMatchObject({ level: 'warning', key: '2', title: 'About Us', message: 'aboutPageTaken' });
    expect(line?.built_in_page).toMatchObject({ page: 'about', locale: 'en', path: '/en/articles/about-us', is_placed: false });
    // The Persian page lived at /درباره-ما/, which is no page of this site.
    expect(run.report.filter((line) => line.built_in_page)).toHaveLength(1);
  });

  it("puts the item's text into the English about page, which the report then says; the Persian one keeps its default", async () => {
    const choice = aboutLine(run.report)!.built_in_page!;
    expect(await aboutPage('en')).toContain('About Darvazeh');
    const cachedAt = Date.now() - 1000;

    const placed = await put(cast.boss, { content_id: choice.content_id });
    expect(placed.status).toBe(200);
    expect((await json<{ data: { title: string; content_id: string } }>(placed)).data).toMatchObject({ title: 'About Us', content_id: choice.content_id });
    expect(await activityOf('pages.update', 'about')).toHaveLength(1);
    // The cached English page is dropped; the Persian one stays.
    expect(tagStore().isExpired([pathTag('/en/about-us')], cachedAt)).toBe(true);
    expect(tagStore().isExpired([pathTag('/fa/about-us')], cachedAt)).toBe(false);

    const english = await aboutPage('en');
    expect(english).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(english).toContain('Darvazeh is an independent magazine about cryptocurrencies');
    expect(english).not.toContain('About Darvazeh');
    expect(await aboutPage('fa')).toContain('درباره دروازه');

    const reread = await finishedImport(cast.boss, run.id);
    expect(aboutLine(reread.report)?.built_in_page?.is_placed).toBe(true);
  });

  it('goes back to the default text, and then has nothing to go back from (404)', async () => {
    expect((await reset(cast.boss)).status).toBe(204);
    expect(await activityOf('pages.reset', 'about')).toHaveLength(1);
    expect(await aboutPage('en')).toContain('About Darvazeh');
    expect(aboutLine((await finishedImport(cast.boss, run.id)).report)?.built_in_page?.is_placed).toBe(false);
    expect((await reset(cast.boss)).status).toBe(404);
  });

  it('refuses anyone without pages.update (403) and bad input: not JSON (400), no item or an item without text in that language (422), no such page or language (404)', async () => {
    const { content_id: contentId } = aboutLine(run.report)!.built_in_page!;
    expect((await put(cast.limited, { content_id: contentId })).status).toBe(403);
    expect((await put(cast.plain, { content_id: contentId })).status).toBe(403);
    expect((await put(null, { content_id: contentId })).status).toBe(401);
    expect((await reset(cast.limited)).status).toBe(403);

    const notJson = apiRequest(about('en'), { method: 'PUT', body: '{"content_id":', headers: bearer(cast.boss.token) });
    expect((await setRoute(notJson, routeParams({ page: 'about', language: 'en' }))).status).toBe(400);
    expect((await put(cast.boss, { content_id: 'about-us' })).status).toBe(422);
    expect((await put(cast.boss, {})).status).toBe(422);
    expect((await put(cast.boss, { content_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(422);
    // Post 18 was written in English only: it has no text for the Persian page.
    const [englishOnly] = await getDb().select().from(importKeys).where(eq(importKeys.sourceKey, 'https://old.example.com|post|18'));
    expect((await put(cast.boss, { content_id: englishOnly!.targetId }, 'fa')).status).toBe(422);
    expect((await put(cast.boss, { content_id: contentId }, 'de')).status).toBe(404);
    expect((await put(cast.boss, { content_id: contentId }, 'en', 'home')).status).toBe(404);
    expect(await aboutPage('en')).toContain('About Darvazeh');
  });
});
