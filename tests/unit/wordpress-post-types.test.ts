import { describe, expect, it } from 'vitest';
import { contentTypeOfCategory, contentTypeOfPostType, wordpressPostType } from '@/server/services/wordpress/post-types';
import { contentTypeNames, contentTypes, type ContentTypeEntry } from '@/shared/content-types';

/** What `register_post_type` accepts: `sanitize_key`'s characters, at most 20 of them. */
const WORDPRESS_POST_TYPE = /^[a-z0-9_-]{1,20}$/;
/** Post types WordPress keeps for itself. */
const RESERVED = [
  'post',
  'page',
  'attachment',
  'revision',
  'nav_menu_item',
  'custom_css',
  'customize_changeset',
  'oembed_cache',
  'user_request',
  'wp_block',
  'action',
  'author',
  'order',
  'theme',
];

describe('the WordPress post type of each content type', () => {
  it('is WordPress’s own post for articles and darvazeh_<singular> for every other type', () => {
    expect(wordpressPostType('articles')).toBe('post');
    expect(wordpressPostType('books')).toBe('darvazeh_book');
    expect(wordpressPostType('metaverses')).toBe('darvazeh_metaverse');
  });

  it('is a name WordPress accepts, one per type, and leads back to its type', () => {
    const others = contentTypeNames.filter((type) => type !== 'articles');
    const names = others.map((type) => wordpressPostType(type));
    for (const name of names) {
      expect(name).toMatch(WORDPRESS_POST_TYPE);
      expect(RESERVED).not.toContain(name);
    }
    expect(new Set(names).size).toBe(names.length);
    expect(others.map((type) => contentTypeOfPostType(contentTypes, wordpressPostType(type)))).toEqual(others);
  });

  it('keeps a longer or odder singular within WordPress’s 20 characters and letters', () => {
    const entry: ContentTypeEntry = { ...contentTypes.books, singular: 'Encyclopaedia entry' };
    const registry = { ...contentTypes, entries: entry };
    const name = wordpressPostType('entries', registry);
    expect(name).toBe('darvazeh_encyclopaed');
    expect(name).toMatch(WORDPRESS_POST_TYPE);
    expect(contentTypeOfPostType(registry, name)).toBe('entries');
  });

  it('reads no other post type as a content type, and an older export’s type category as its type', () => {
    for (const postType of ['post', 'page', 'book', 'darvazeh_article', 'darvazeh_unknown'])
      expect(contentTypeOfPostType(contentTypes, postType)).toBeNull();
    expect(contentTypeOfCategory(contentTypes, 'darvazeh-type-books')).toBe('books');
    for (const slug of ['darvazeh-type-articles', 'darvazeh-type-unknown', 'books'])
      expect(contentTypeOfCategory(contentTypes, slug)).toBeNull();
  });
});
