import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { NotFoundError } from '@/server/errors';
import { ClosedPreviewError, openPreview, type Preview } from '@/server/services/preview-links';
import { previewTokenParams } from '@/shared/schemas/preview-links';

export type ClosedPreview = { reason: ClosedPreviewError['reason']; at: string };

/**
 * One look-up per request, shared by the metadata and the page: the preview, why a real link no
 * longer opens, or null for a token that never opened anything.
 */
export const loadPreview = cache(async (token: string, locale: Locale): Promise<Preview | ClosedPreview | null> => {
  if (!previewTokenParams.safeParse({ token }).success) return null;
  try {
    return await openPreview(token, locale);
  } catch (error) {
    if (error instanceof ClosedPreviewError) return { reason: error.reason, at: error.closedAt.toISOString() };
    if (error instanceof NotFoundError) return null;
    throw error;
  }
});
