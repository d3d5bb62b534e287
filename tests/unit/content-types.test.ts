import { describe, expect, it } from 'vitest';
import { contentTypeNames, contentTypes, featureTopicKeys, isAllowedEmbed } from '@/shared/content-types';
import en from '@messages/en.json';
import fa from '@messages/fa.json';
import { compareQuery, contactUsSchema, createContentSchema } from '@/shared/schemas/content';
import { attributeSchemas } from '@/shared/schemas/content-attributes';

describe('content-type registry', () => {
  it('holds the SPEC’s public types first, in display order', () => {
    expect(contentTypeNames.slice(0, 7)).toEqual(['articles', 'books', 'coins', 'metaverses', 'podcasts', 'videos', 'posts']);
  });

  it('names the twelve feature topics in both languages', () => {
    expect(featureTopicKeys).toHaveLength(12);
    for (const key of featureTopicKeys) {
      expect(en.content.topics[key]).toBeTruthy();
      expect(fa.content.topics[key]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('embeds only Aparat and YouTube over https', () => {
    expect(isAllowedEmbed('https://www.aparat.com/v/abc')).toBe(true);
    expect(isAllowedEmbed('https://www.youtube.com/embed/xyz')).toBe(true);
    expect(isAllowedEmbed('https://evil.example/embed')).toBe(false);
    expect(isAllowedEmbed('http://www.youtube.com/embed/xyz')).toBe(false);
    expect(isAllowedEmbed('javascript:alert(1)')).toBe(false);
  });

  it('requires a video file or an embed', () => {
    const schema = attributeSchemas[contentTypes.videos.attributes];
    expect(schema.safeParse({ watching_time: 5 }).success).toBe(false);
    expect(schema.safeParse({ watching_time: 5, video: '/media/videos/a.mp4' }).success).toBe(true);
  });

  it('validates coin attributes', () => {
    const schema = attributeSchemas[contentTypes.coins.attributes];
    const coin = { symbol: 'BTC', price_usd: 1, price_irt: 1, change_24h: -3, market_cap: 10 };
    expect(schema.parse(coin).price_history).toEqual([]);
    expect(schema.safeParse({ ...coin, symbol: 'btc' }).success).toBe(false);
  });
});

describe('content write schema', () => {
  it('needs at least one translation', () => {
    const result = createContentSchema('articles').safeParse({ attributes: {}, translations: {} });
    expect(result.success).toBe(false);
  });

  it('validates the attributes with the type schema', () => {
    const base = { translations: { en: { title: 'Hello' } } };
    expect(createContentSchema('podcasts').safeParse({ ...base, attributes: {} }).success).toBe(false);
    expect(createContentSchema('articles').safeParse({ ...base, attributes: {} }).success).toBe(true);
  });

  it('needs a date to schedule', () => {
    const result = createContentSchema('articles').safeParse({ status: 'scheduled', attributes: {}, translations: { en: { title: 'Hi' } } });
    expect(result.success).toBe(false);
  });
});

describe('other content schemas', () => {
  it('accepts two to four compare ids, comma-separated or repeated', () => {
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    expect(compareQuery.parse({ ids: `${id(1)},${id(2)}` }).ids).toHaveLength(2);
    expect(compareQuery.parse({ ids: [id(1), id(2), id(3)] }).ids).toHaveLength(3);
    expect(compareQuery.safeParse({ ids: id(1) }).success).toBe(false);
    expect(compareQuery.safeParse({ ids: [1, 2, 3, 4, 5].map(id).join(',') }).success).toBe(false);
  });

  it('keeps the honeypot optional', () => {
    const message = { full_name: 'Sara', email: 'sara@example.com', title: 'Hello', text: 'A long enough message.' };
    expect(contactUsSchema.parse(message).website).toBe('');
  });
});
