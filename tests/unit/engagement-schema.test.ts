import { describe, expect, it } from 'vitest';
import { contentTypes, engagementKinds, typesWhere } from '@/shared/content-types';
import { engagementItemParams, engagementListParams, engagementTypes, isEngagementType } from '@/shared/schemas/engagement';
import { sessionWith } from '@/components/content/engagement-client';
import type { Session } from '@/components/shell/auth-provider';

describe('engagement kinds and types (SPEC §3)', () => {
  it('covers the types each registry entry takes, and SPEC’s: saves on coins, articles, books, podcasts, videos; likes and checks without coins', () => {
    for (const kind of engagementKinds) {
      expect(engagementTypes[kind]).toEqual(typesWhere(contentTypes, (entry) => entry.engagement.includes(kind)));
    }
    expect(engagementTypes.saves).toEqual(expect.arrayContaining(['articles', 'books', 'coins', 'podcasts', 'videos']));
    expect(engagementTypes.likes).toEqual(expect.arrayContaining(['articles', 'books', 'podcasts', 'videos']));
    expect(isEngagementType('saves', 'coins')).toBe(true);
    expect(isEngagementType('likes', 'coins')).toBe(false);
    expect(isEngagementType('saves', 'metaverses')).toBe(false);
  });

  it('parses path params, refusing combinations SPEC does not list', () => {
    const id = '0b6d2c1e-8a8f-4f0a-9a52-6f3a2b1c0d9e';
    expect(engagementItemParams.safeParse({ kind: 'likes', type: 'videos', id }).success).toBe(true);
    expect(engagementItemParams.safeParse({ kind: 'likes', type: 'coins', id }).success).toBe(false);
    expect(engagementItemParams.safeParse({ kind: 'likes', type: 'videos', id: 'x' }).success).toBe(false);
    expect(engagementListParams.safeParse({ kind: 'stars', type: 'videos' }).success).toBe(false);
  });
});

describe('sessionWith', () => {
  const session = {
    user: { id: 'u' },
    saves: { articles: ['a'] },
    likes: { articles: [] },
    checks: { articles: [] },
  } as unknown as Session;

  it('adds newest first without duplicates, and removes', () => {
    const added = sessionWith(session, 'saves', 'articles', 'b', true);
    expect(added.saves.articles).toEqual(['b', 'a']);
    expect(sessionWith(added, 'saves', 'articles', 'b', true).saves.articles).toEqual(['b', 'a']);
    expect(sessionWith(added, 'saves', 'articles', 'a', false).saves.articles).toEqual(['b']);
    // The original is untouched: React sees a new object.
    expect(session.saves.articles).toEqual(['a']);
  });
});
