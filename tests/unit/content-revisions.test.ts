import { describe, expect, it } from 'vitest';
import { blocksAsText, languageDiff, wordDiff } from '@/server/services/content/revisions/text-diff';
import { managerPagePermission, resolvePanelPage } from '@/shared/routes';

describe('the text a revision comparison reads', () => {
  it('is the body\'s paragraphs without their markup', () => {
    expect(blocksAsText('<h2>Title</h2><p>One <strong>bold</strong> word.</p><ul><li>A</li><li>B</li></ul><p></p>')).toBe('Title\n\nOne bold word.\n\nA\n\nB');
  });

  it('marks whole Persian words, half-spaces included, not single letters', () => {
    const parts = wordDiff('کیف پول‌های سخت‌افزاری امن‌اند', 'کیف پول‌های نرم‌افزاری امن‌اند', 'fa');
    expect(parts.filter((part) => part.change === 'removed').map((part) => part.value)).toEqual(['سخت‌افزاری']);
    expect(parts.filter((part) => part.change === 'added').map((part) => part.value)).toEqual(['نرم‌افزاری']);
    expect(parts.filter((part) => part.change !== 'added').map((part) => part.value).join('')).toBe('کیف پول‌های سخت‌افزاری امن‌اند');
  });

  it('lists a language\'s fields either version has, and none for a language neither has', () => {
    const texts = { title: 'Old', slug: 'old', excerpt: '', body: '<p>Body</p>', seo_title: null, seo_description: null };
    const fields = languageDiff(texts, { ...texts, title: 'New' }, 'en');
    expect(fields.map((field) => field.field)).toEqual(['title', 'slug', 'body']);
    expect(languageDiff(undefined, undefined, 'fa')).toEqual([]);
    expect(languageDiff(undefined, texts, 'en').find((field) => field.field === 'title')!.parts).toEqual([{ value: 'Old', change: 'added' }]);
  });
});

describe('the revisions screen\'s address', () => {
  it('exists for content types only, and needs the type\'s view permission', () => {
    expect(resolvePanelPage('manager', ['articles', 'some-id', 'revisions'])).toEqual({ section: 'articles', action: 'revisions' });
    expect(resolvePanelPage('manager', ['faqs', 'some-id', 'revisions'])).toBeNull();
    expect(managerPagePermission(['podcasts', 'some-id', 'revisions'])).toBe('podcasts.view');
  });
});
