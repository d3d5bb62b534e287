import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@/server/openapi/document';

describe('OpenAPI document: content endpoints', () => {
  it('describes every public content endpoint with its schemas', () => {
    const { paths } = openApiDocument('http://localhost:3000');
    for (const path of [
      '/api/{type}',
      '/api/{type}/{slug}',
      '/api/{type}/{slug}/comments',
      '/api/categories',
      '/api/tags',
      '/api/faqs',
      '/api/search',
      '/api/metaverses/compare',
      '/api/contact-us',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    const list = paths['/api/{type}']!.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(['type', 'page', 'per_page', 'category', 'tag', 'q', 'sort', 'after']);
    expect(paths['/api/contact-us']!.post).toHaveProperty('requestBody');
  });
});
