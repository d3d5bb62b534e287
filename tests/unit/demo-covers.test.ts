import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCover } from '@/server/seed/demo/cover-cache';
import { COVER_VARIANTS, coverSvg, coverWebp } from '@/server/seed/demo/covers';
import { renderImage } from '@/server/services/media';
import { contentTypeNames as types } from '@/shared/content-types';

describe('demo covers', () => {
  it('carry no words, so one cover reads the same beside a Persian and an English title', () => {
    for (const type of types) {
      for (let variant = 0; variant < COVER_VARIANTS; variant += 1) {
        const svg = coverSvg(type, variant);
        expect(svg).not.toMatch(/<text\b/);
        expect(svg).not.toMatch(/<tspan\b|<foreignObject\b/);
        // No letters of either script anywhere in the drawing's content.
        expect(svg.replace(/<[^>]*>/g, '').trim()).toBe('');
        expect(svg).not.toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('draw a different picture for each type', () => {
    const pictures = types.map((type) => coverSvg(type, 0).replace(/<linearGradient id="g".*?<\/linearGradient>/s, ''));
    expect(new Set(pictures).size).toBe(types.length);
  });

  it('give each type several looks, repeating only after all of them', () => {
    for (const type of types) {
      const looks = Array.from({ length: COVER_VARIANTS }, (_, variant) => coverSvg(type, variant));
      expect(new Set(looks).size).toBe(COVER_VARIANTS);
      expect(coverSvg(type, COVER_VARIANTS + 2)).toBe(looks[2]);
    }
  });

  it('are light 1600×900 WebP images', async () => {
    const data = await coverWebp('podcasts', 1);
    const metadata = await sharp(data).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 900 });
    expect(data.byteLength).toBeLessThan(150_000);
  });

  it('kept between starts: one read back from the cache is byte for byte the one drawing it again gives', async () => {
    await demoCover('coins', 2);
    const kept = await demoCover('coins', 2);
    const drawn = await coverWebp('coins', 2);
    const rendered = await renderImage(drawn);
    expect(Buffer.from(kept.data).equals(Buffer.from(drawn))).toBe(true);
    expect(kept.rendered.width).toBe(rendered.width);
    expect(kept.rendered.height).toBe(rendered.height);
    expect(kept.rendered.renditions.map(({ width, height }) => [width, height])).toEqual(rendered.renditions.map(({ width, height }) => [width, height]));
    kept.rendered.renditions.forEach((rendition, index) => expect(rendition.data.equals(rendered.renditions[index]!.data)).toBe(true));
    const folder = path.join(process.cwd(), 'node_modules/.cache/darvazeh-covers');
    expect(existsSync(folder) && readdirSync(folder).some((name) => name.endsWith('.json'))).toBe(true);
  });
});
