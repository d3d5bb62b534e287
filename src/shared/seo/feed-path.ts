import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';

/** Where a feed lives: `/fa/feeds/articles`, `/en/feeds/podcasts` (the podcast feed). */
export function feedPath(locale: Locale, type: ContentType): string {
  return `/${locale}/feeds/${type}`;
}
