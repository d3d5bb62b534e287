import { contentTypes, type ContentTypeRegistry } from '@/shared/content-types';

/** `register_post_type` refuses a longer name. */
const POST_TYPE_MAX = 20;

/**
 * The WordPress post type a content type goes out as, and comes back from: articles are
 * WordPress's own posts, every other type `darvazeh_<singular>` (`darvazeh_book`), in the
 * characters WordPress keeps in a post type's name (lower-case letters, digits, `_`) and within
 * its 20. The plugin the WXR export writes beside the file registers these names.
 */
export function wordpressPostType(type: string, registry: ContentTypeRegistry = contentTypes): string {
  if (type === 'articles') return 'post';
  const singular = registry[type]?.singular ?? type;
  return `darvazeh_${singular.toLowerCase().replace(/[^a-z0-9_]+/g, '_')}`.slice(0, POST_TYPE_MAX);
}

/** The content type a post type of Darvazeh's own export stands for; null for any other post type. */
export function contentTypeOfPostType<R extends ContentTypeRegistry>(registry: R, postType: string): (keyof R & string) | null {
  return (
    (Object.keys(registry) as (keyof R & string)[]).find(
      (type) => type !== 'articles' && wordpressPostType(type, registry) === postType,
    ) ?? null
  );
}

/**
 * The content type a category of an older Darvazeh export stands for: before each type had a
 * post type of its own, the export wrote it as a post filed under `darvazeh-type-<type>`.
 */
export function contentTypeOfCategory<R extends ContentTypeRegistry>(registry: R, slug: string): (keyof R & string) | null {
  const type = slug.startsWith('darvazeh-type-') ? slug.slice('darvazeh-type-'.length) : '';
  return type !== 'articles' && Object.hasOwn(registry, type) ? type : null;
}
