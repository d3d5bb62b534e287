import { describe, expect, it } from 'vitest';
import { attributeFieldsOf, cleanAttributes } from '@/components/manager-content/attribute-descriptors';
import { contentBody, contentFormValues } from '@/components/manager-content/content-form-values';
import { createContentSchema } from '@/shared/schemas/content';
import { isPublishing } from '@/server/services/content/publishing-right';
import { sniffMime } from '@/server/services/manager-content/sniff-mime';
import { attributesSchema } from '@/shared/schemas/content-attributes';

const bytes = (text: string, prefix: number[] = []) => new Uint8Array([...prefix, ...new TextEncoder().encode(text)]);

describe('type fields drawn from the registry', () => {
  it('names uploads, per-language texts, topics and row editors', () => {
    expect(attributeFieldsOf('podcasts')).toEqual([
      { key: 'audio', kind: 'media', accept: 'audio/*', required: true },
      { key: 'listening_time', kind: 'number', required: true },
    ]);
    const metaverse = Object.fromEntries(attributeFieldsOf('metaverses').map((field) => [field.key, field.kind]));
    expect(metaverse).toEqual({ features: 'topics', specifications: 'rows', website: 'url', token: 'text' });
    expect(attributeFieldsOf('coins').find((field) => field.key === 'price_history')).toEqual({
      key: 'price_history',
      kind: 'rows',
      columns: [
        { key: 'date', kind: 'date' },
        { key: 'price_usd', kind: 'number' },
      ],
      required: false,
    });
    expect(attributeFieldsOf('posts')[0]).toEqual({ key: 'text', kind: 'localized', required: true });
  });

  it('cleans form values into attributes the registry accepts', () => {
    const cleaned = cleanAttributes('books', { author: 'Nakamoto', pages: '320', isbn: '', translator: '' });
    expect(cleaned).toEqual({ author: 'Nakamoto', pages: 320 });
    expect(attributesSchema('books').safeParse(cleaned).success).toBe(true);

    const verse = cleanAttributes('metaverses', {
      features: { definition: { fa: 'جهان', en: '' }, backing: { fa: ' ', en: '' } },
      specifications: [{ label: { en: 'Chain' }, value: { fa: 'اتریوم' } }],
    });
    expect(verse).toEqual({ features: { definition: { fa: 'جهان' } }, specifications: [{ label: { en: 'Chain' }, value: { fa: 'اتریوم' } }] });
    expect(attributesSchema('metaverses').safeParse(verse).success).toBe(true);
  });
});

describe('the editor\'s categories', () => {
  const [primary, extra] = ['6f1c1d5e-4b7a-4c2e-9d3f-1a2b3c4d5e6f', '7a2d2e6f-5c8b-4d3f-8e4a-2b3c4d5e6f7a'];
  it('loads the extra categories and sends them without the primary one, which is not an extra', () => {
    const values = contentFormValues({
      id: 'x',
      status: 'draft',
      category_id: extra,
      category_ids: [primary],
      tag_ids: [],
      cover: null,
      published_at: null,
      attributes: {},
      translations: { en: { title: 'Filed twice' } },
    });
    expect(values.category_ids).toEqual([primary]);
    // The extra becomes the primary and the old primary is ticked as an extra: each is sent once.
    const body = contentBody('articles', { ...values, category_id: primary, category_ids: [primary, extra] });
    expect(body).toMatchObject({ category_id: primary, category_ids: [extra] });
    expect(createContentSchema('articles').parse(body).category_ids).toEqual([extra]);
  });

  it('refuses more than a hundred extra categories', () => {
    const many = Array.from({ length: 101 }, (_, n) => `6f1c1d5e-4b7a-4c2e-9d3f-${String(n).padStart(12, '0')}`);
    const parsed = createContentSchema('articles').safeParse({ category_ids: many, translations: { en: { title: 'x', body: '' } } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('category_ids');
  });
});

describe('isPublishing', () => {
  it('is true when an item enters or leaves what readers see', () => {
    expect(isPublishing(null, 'draft')).toBe(false);
    expect(isPublishing(null, 'published')).toBe(true);
    expect(isPublishing('draft', 'scheduled')).toBe(true);
    expect(isPublishing('published', 'draft')).toBe(true);
    expect(isPublishing('published', 'published')).toBe(false);
    expect(isPublishing('draft', 'archived')).toBe(false);
  });
});

describe('sniffMime', () => {
  it('recognizes accepted files by their first bytes, whatever they claim', () => {
    expect(sniffMime(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffMime(bytes('ID3\u0004'))).toBe('audio/mpeg');
    expect(sniffMime(bytes('', [0xff, 0xfb, 0x90]))).toBe('audio/mpeg');
    expect(sniffMime(bytes('\u0000\u0000\u0000\u0018ftypisom'))).toBe('video/mp4');
    expect(sniffMime(bytes('\u0000\u0000\u0000\u0018ftypM4A '))).toBe('audio/mp4');
    expect(sniffMime(bytes('OggS'))).toBe('audio/ogg');
    expect(sniffMime(bytes('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBe('audio/wav');
    expect(sniffMime(bytes('', [0x1a, 0x45, 0xdf, 0xa3]))).toBe('video/webm');
    expect(sniffMime(bytes('<script>alert(1)</script>'))).toBeNull();
    expect(sniffMime(new Uint8Array())).toBeNull();
  });
});
