import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { NotFoundError } from '@/server/errors';
import { getContentBySlug, itemTranslationsBySlug, type ContentDetail, type ItemTranslation } from '@/server/services/content';
import { hasDetailPage } from '@/shared/content-types';
import { pathSlug } from '@/shared/schemas/content';

/** One lookup per request, shared by the metadata and the page; null for anything not public. */
export const loadContentItem = cache(async (section: string, rawSlug: string, locale: Locale): Promise<ContentDetail | null> => {
  if (!hasDetailPage(section)) return null;
  try {
    return await getContentBySlug(section, pathSlug.parse(rawSlug), locale);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
});

/** For an address that names no item in its language: the languages the item it names is written in. */
export const loadItemTranslations = cache(async (section: string, rawSlug: string): Promise<ItemTranslation[]> => {
  const slug = pathSlug.safeParse(rawSlug);
  return hasDetailPage(section) && slug.success ? itemTranslationsBySlug(section, slug.data) : [];
});
