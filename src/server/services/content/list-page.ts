import 'server-only';
import { unstable_cache } from 'next/cache';
import { contentTags } from '@/server/cache';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { listContents } from './list';

/**
 * `listContents` for a cached list page. The result carries the type's list tag, and so does
 * every page rendered from it: a write to the type expires all of that type's list pages at once,
 * whatever their filters and page (ADR 0006).
 */
export function listContentsForPage(type: ContentType, state: Parameters<typeof listContents>[1], locale: Locale) {
  return unstable_cache(() => listContents(type, state, locale), ['content-list', type, locale, JSON.stringify(state)], {
    tags: [contentTags.all, contentTags.list(type)],
  })();
}
