import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { NotFoundError } from '@/server/errors';
import { getContentBySlug, type ContentDetail } from '@/server/services/content';
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
