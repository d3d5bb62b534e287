import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { getBuiltInPage } from '@/server/services/built-in-pages';
import { readableBody } from '@/server/services/content';
import { plainText } from '@/server/services/content/html';
import type { BuiltInPage } from '@/shared/built-in-pages';

const DESCRIPTION_MAX = 160;

/**
 * A built-in page's own text in `locale`, ready to render, or null while the page shows its
 * default text: one lookup per request, shared by the page and its metadata.
 */
export const loadBuiltInPage = cache(async (page: BuiltInPage, locale: Locale) => {
  const own = await getBuiltInPage(page, locale);
  if (!own) return null;
  const text = plainText(own.body);
  return {
    title: own.title,
    description: text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text,
    body: readableBody(own.body, {
      openImage: (name) => translate(locale, 'content.openImage', { name }),
      missingImage: (name) => translate(locale, 'content.missingImage', { name }),
    }),
  };
});
