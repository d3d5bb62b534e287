import { describe, expect, it } from 'vitest';
import { sitemapUrls } from '@/server/seo/sitemap';
import { contentTypeNames, contentTypes, engagementKinds, engagementTypesOf, type ContentTypeEntry } from '@/shared/content-types';
import { engagementNav, isKnownPanelAddress, managerPanelPaths, publicSections, userPanelPaths } from '@/shared/routes';
import { authPayloadSchema } from '@/shared/schemas/auth-payload';
import { progressTypes } from '@/shared/schemas/dashboard';
import { engagementTypes, isEngagementType } from '@/shared/schemas/engagement';

const base = 'https://darvazeh.test';

/** A throwaway eighth type: saved and checked, never liked, with pages of its own. */
const fixture: ContentTypeEntry = {
  singular: 'fixture',
  attributes: 'article',
  engagement: ['saves', 'checks'],
  hasDetailPage: true,
  playable: null,
  tracksReading: false,
  icon: 'globe',
  isOnHomeLatest: true,
  listLayout: 'grid',
  cardExtra: null,
  detailPart: null,
  jsonLd: 'Article',
  feed: { inFooter: false, description: 'excerpt' },
};
const withFixture = { ...contentTypes, fixtures: fixture };

describe('a type added to the registry', () => {
  it('is listed under exactly the engagement kinds its entry takes', () => {
    const types = engagementTypesOf(withFixture);
    expect(types.saves).toContain('fixtures');
    expect(types.checks).toContain('fixtures');
    expect(types.likes).not.toContain('fixtures');
  });

  it('gets the user panel lists of those kinds, and no other', () => {
    const hrefs = engagementNav(withFixture).flatMap((group) => group.items.map((item) => item.href));
    expect(hrefs).toContain('/user/panel/saves/fixtures');
    expect(hrefs).toContain('/user/panel/checks/fixtures');
    expect(hrefs).not.toContain('/user/panel/likes/fixtures');
  });

  it('gets its list page in the sitemap in both languages, and a page per item in each language it is written in', () => {
    const items = [{ type: 'fixtures', updated_at: '2026-01-01T00:00:00.000Z', slugs: { en: 'one' } }];
    const locs = sitemapUrls(items, base, withFixture).map((url) => url.loc);
    expect(locs).toEqual(expect.arrayContaining([`${base}/fa/fixtures`, `${base}/en/fixtures`, `${base}/en/fixtures/one`]));
    expect(locs).not.toContain(`${base}/fa/fixtures/one`);
  });

  it('gets no item pages in the sitemap when its entry has no detail page', () => {
    const withoutPages = { ...withFixture, fixtures: { ...fixture, hasDetailPage: false } };
    const items = [{ type: 'fixtures', updated_at: '2026-01-01T00:00:00.000Z', slugs: { en: 'one' } }];
    const locs = sitemapUrls(items, base, withoutPages).map((url) => url.loc);
    expect(locs).toContain(`${base}/en/fixtures`);
    expect(locs.some((loc) => loc.includes('/fixtures/'))).toBe(false);
  });
});

describe('the app as derived from the real registry', () => {
  it('offers every type as a public section, in registry order', () => {
    expect(publicSections).toEqual(Object.keys(contentTypes));
  });

  it('answers the auth check with one id list per type each kind covers', () => {
    const shape = authPayloadSchema.shape;
    for (const kind of engagementKinds) {
      expect(Object.keys(shape[kind].shape).sort()).toEqual([...engagementTypes[kind]].sort());
    }
  });

  it('lets readers engage with a type exactly where its entry says so, in the API and the panel alike', () => {
    for (const type of contentTypeNames) {
      for (const kind of engagementKinds) {
        const takes = (contentTypes[type].engagement as readonly string[]).includes(kind);
        expect(isEngagementType(kind, type), `${kind} ${type}`).toBe(takes);
        expect(userPanelPaths.includes(`/user/panel/${kind}/${type}`), `${kind} ${type}`).toBe(takes);
        expect(isKnownPanelAddress(`/fa/user/panel/${kind}/${type}`), `${kind} ${type}`).toBe(takes);
      }
    }
  });

  it('gives every type its manager list, create and edit screens', () => {
    for (const type of contentTypeNames) {
      expect(managerPanelPaths).toContain(`/manager/panel/${type}`);
      expect(isKnownPanelAddress(`/en/manager/panel/${type}/create`)).toBe(true);
      expect(isKnownPanelAddress(`/en/manager/panel/${type}/1/edit`)).toBe(true);
    }
  });

  it('records progress for the types that play or are read through', () => {
    const expected = contentTypeNames.filter((type) => contentTypes[type].playable !== null || contentTypes[type].tracksReading);
    expect(progressTypes).toEqual(expected);
    expect(progressTypes).toEqual(['articles', 'podcasts', 'videos']);
  });

  it('lists in the sitemap every type, with item pages only for types that have them', () => {
    const items = contentTypeNames.map((type) => ({ type, updated_at: '2026-01-01T00:00:00.000Z', slugs: { en: `a-${type}` } }));
    const locs = sitemapUrls(items, base).map((url) => url.loc);
    for (const type of contentTypeNames) {
      expect(locs).toContain(`${base}/fa/${type}`);
      expect(locs.includes(`${base}/en/${type}/a-${type}`), type).toBe(contentTypes[type].hasDetailPage);
    }
  });
});
