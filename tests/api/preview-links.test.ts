import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as linkItem from '@/app/api/manager/[type]/[id]/preview-links/[linkId]/route';
import * as linkCollection from '@/app/api/manager/[type]/[id]/preview-links/route';
import { GET as previewRoute } from '@/app/api/preview/[token]/route';
import { sha256 } from '@/server/auth/secrets';
import { getDb } from '@/server/db/client';
import { previewLinks } from '@/server/db/schema';
import { createPreviewLink } from '@/server/services/preview-links';
import type { PreviewLinkJson } from '@/shared/schemas/preview-links';
import { systemWriter } from '@/server/services/context';
import { makeItem } from '../support/content-fixtures';
import { activityOf, as, managerCast, type ManagerCast } from '../support/manager';
import { apiRequest, forType, json, routeParams } from '../support/http';

const articleLinks = forType(linkCollection, 'articles');
const articleLink = forType(linkItem, 'articles');

let cast: ManagerCast;
let draft: Awaited<ReturnType<typeof makeItem>>;

beforeAll(async () => {
  // `limited` may edit books, not articles.
  cast = await managerCast(['books.view', 'books.update']);
  draft = await makeItem({
    status: 'draft',
    publishedAt: null,
    en: { title: 'Draft about cold wallets', slug: 'draft-cold-wallets', body: '<p>Still being written.</p>' },
    fa: { title: 'پیش‌نویس کیف پول سرد', slug: 'draft-cold-wallets-fa', body: '<p>در حال نوشتن.</p>' },
  });
});

const linksPath = (id: string) => `/api/manager/articles/${id}/preview-links`;

async function makeLink(id: string, body: unknown = { expires_in_days: 7 }) {
  const response = await articleLinks.POST(as(cast.boss, linksPath(id), { method: 'POST', body }), routeParams({ id }));
  return { response, link: response.status === 201 ? (await json<{ data: PreviewLinkJson }>(response)).data : undefined };
}

const tokenOf = (link: PreviewLinkJson) => link.paths.en!.split('/').at(-1)!;

/** What a signed-out reader gets for the token, in `locale`. */
const openAnonymously = (token: string, locale: 'fa' | 'en' = 'en') =>
  previewRoute(apiRequest(`/api/preview/${token}`, { locale }), routeParams({ token }));

describe('POST /api/manager/{type}/{id}/preview-links', () => {
  it('is refused to a reader (403) and to a manager without the type\u2019s update right (403)', async () => {
    for (const user of [cast.plain, cast.limited]) {
      const response = await articleLinks.POST(as(user, linksPath(draft.id), { method: 'POST', body: { expires_in_days: 7 } }), routeParams({ id: draft.id }));
      expect(response.status).toBe(403);
      const list = await articleLinks.GET(as(user, linksPath(draft.id)), routeParams({ id: draft.id }));
      expect(list.status).toBe(403);
    }
    expect(await getDb().select().from(previewLinks).where(eq(previewLinks.contentId, draft.id))).toHaveLength(0);
  });

  it('refuses a lifetime other than 1, 7 or 30 days (422), and takes 7 when none is given', async () => {
    for (const expires_in_days of [2, 0, 365, '7', null]) {
      const { response } = await makeLink(draft.id, { expires_in_days });
      expect(response.status, String(expires_in_days)).toBe(422);
      expect(Object.keys((await json<{ errors: Record<string, string[]> }>(response)).errors)).toEqual(['expires_in_days']);
    }
    const { link } = await makeLink(draft.id, {});
    const days = (Date.parse(link!.expires_at) - Date.parse(link!.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
  });

  it('makes a link for a draft in each of its languages, stores only its hash, and logs who made it', async () => {
    const { response, link } = await makeLink(draft.id, { expires_in_days: 1 });
    expect(response.status).toBe(201);
    expect(link).toMatchObject({ is_active: true, revoked_at: null, created_by: { id: cast.boss.id } });
    expect(Object.keys(link!.paths).sort()).toEqual(['en', 'fa']);
    const token = tokenOf(link!);
    expect(link!.paths.fa).toBe(`/fa/preview/${token}`);
    const [row] = await getDb().select().from(previewLinks).where(eq(previewLinks.id, link!.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await activityOf('articles.preview_link_create', draft.id)).not.toHaveLength(0);
  });

  it('refuses an item readers already see (422) and answers 404 for an item of another type', async () => {
    const live = await makeItem({ en: { title: 'Already live' } });
    expect((await makeLink(live.id)).response.status).toBe(422);
    const book = await makeItem({ type: 'books', status: 'draft', publishedAt: null, en: { title: 'A book draft' } });
    expect((await makeLink(book.id)).response.status).toBe(404);
  });
});

describe('GET /api/preview/{token}', () => {
  it('shows the draft signed out, in both languages, private, no-store and noindex', async () => {
    const { link } = await makeLink(draft.id);
    const token = tokenOf(link!);
    for (const [locale, title] of [
      ['en', 'Draft about cold wallets'],
      ['fa', 'پیش‌نویس کیف پول سرد'],
    ] as const) {
      const response = await openAnonymously(token, locale);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
      const { data } = await json<{ data: { item: { title: string; status: string }; expires_at: string } }>(response);
      expect(data.item.title).toBe(title);
      expect(data.expires_at).toBe(link!.expires_at);
    }
  });

  it('lists the item\u2019s links for the editor, and a revoked link answers 404 at once', async () => {
    const { link } = await makeLink(draft.id);
    const token = tokenOf(link!);
    expect((await openAnonymously(token)).status).toBe(200);

    const refused = await articleLink.DELETE(as(cast.limited, `${linksPath(draft.id)}/${link!.id}`, { method: 'DELETE' }), routeParams({ id: draft.id, linkId: link!.id }));
    expect(refused.status).toBe(403);
    const revoked = await articleLink.DELETE(as(cast.boss, `${linksPath(draft.id)}/${link!.id}`, { method: 'DELETE' }), routeParams({ id: draft.id, linkId: link!.id }));
    expect(revoked.status).toBe(204);
    const closed = await openAnonymously(token);
    expect(closed.status).toBe(404);
    // The holder of a real link is told why it no longer opens.
    expect(await json(closed)).toEqual({ message: 'This preview link was revoked.' });
    expect(await json(await openAnonymously(token, 'fa'))).toEqual({ message: 'این پیوند پیش‌نمایش باطل شده است.' });
    expect(await activityOf('articles.preview_link_revoke', draft.id)).toHaveLength(1);

    const listed = await json<{ data: PreviewLinkJson[] }>(await articleLinks.GET(as(cast.boss, linksPath(draft.id)), routeParams({ id: draft.id })));
    const shown = listed.data.find((entry) => entry.id === link!.id)!;
    expect(shown).toMatchObject({ is_active: false, paths: {}, created_by: { id: cast.boss.id } });
    expect(shown.revoked_at).not.toBeNull();
    // Live links keep an address the editor can copy again: the same token, made again from the key.
    const live = listed.data.find((entry) => entry.is_active)!;
    expect((await openAnonymously(tokenOf(live))).status).toBe(200);
  });

  it('answers 404 for an expired link, a forged token and a malformed one', async () => {
    const expired = await createPreviewLink({ type: 'articles', contentId: draft.id, input: {}, expiresAt: new Date(Date.now() - 1000), by: systemWriter() });
    expect(expired.is_active).toBe(false);
    const [row] = await getDb().select().from(previewLinks).where(eq(previewLinks.id, expired.id));
    // The token of an expired link is not handed out; only its hash is kept. Reach it through a live one.
    expect(row!.expiresAt.getTime()).toBeLessThan(Date.now());
    const { link } = await makeLink(draft.id);
    await getDb().update(previewLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(previewLinks.id, link!.id));
    const closed = await openAnonymously(tokenOf(link!));
    expect(closed.status).toBe(404);
    expect(await json(closed)).toEqual({ message: 'This preview link has expired.' });

    const forged = tokenOf(link!).replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    const refused = await openAnonymously(forged);
    expect(refused.status).toBe(404);
    expect((await json<{ message: string }>(refused)).message).not.toMatch(/revoked|expired/);
    expect((await openAnonymously('not-a-token')).status).toBe(404);
  });

  it('answers 404 in a language the item is not written in', async () => {
    const english = await makeItem({ status: 'draft', publishedAt: null, en: { title: 'English only draft' } });
    const { link } = await makeLink(english.id);
    expect(Object.keys(link!.paths)).toEqual(['en']);
    expect((await openAnonymously(tokenOf(link!), 'en')).status).toBe(200);
    expect((await openAnonymously(tokenOf(link!), 'fa')).status).toBe(404);
  });
});
