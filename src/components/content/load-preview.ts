import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { NotFoundError } from '@/server/errors';
import { openPreview, type Preview } from '@/server/services/preview-links';
import { previewTokenParams } from '@/shared/schemas/preview-links';

/** One look-up per request, shared by the metadata and the page; null for a token that opens nothing. */
export const loadPreview = cache(async (token: string, locale: Locale): Promise<Preview | null> => {
  if (!previewTokenParams.safeParse({ token }).success) return null;
  try {
    return await openPreview(token, locale);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
});
