import type { Metadata } from 'next';
import { appUrl } from '@/env';
import { defaultLocale, localeInfo, locales, type Locale } from '@/i18n/locales';

export type PageMetadataInput = {
  locale: Locale;
  /**
   * The page's path after the locale, starting with `/` (`''` for home): `/faq`, `/articles`.
   * A page whose address differs per language (a detail page's slug) gives `paths` instead.
   */
  path?: string;
  /** The path after the locale in each language the page exists in; languages not listed get no hreflang. */
  paths?: Partial<Record<Locale, string>>;
  title: string;
  description?: string;
  /** An absolute URL or a site path (`/media/…`) of the share image. */
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string | null;
  modifiedTime?: string | null;
  siteName?: string;
};

/** Absolute URL of a site path in `locale`: `localizedUrl('fa', '/faq')` → `https://…/fa/faq`. */
export function localizedUrl(locale: Locale, path = '', base = appUrl()): string {
  return `${base}/${locale}${path}`;
}

/** Absolute URL of an already absolute URL or a site path (`/media/x.webp`). */
export function absoluteUrl(pathOrUrl: string, base = appUrl()): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * hreflang alternates: one per language the page exists in (keyed by BCP-47 tag, fa-IR / en-US)
 * plus `x-default`, the default language's address when it exists, else the page's own.
 */
export function languageAlternates(locale: Locale, paths: Partial<Record<Locale, string>>, base = appUrl()): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const code of locales) {
    const path = paths[code];
    if (path !== undefined) languages[localeInfo[code].tag] = localizedUrl(code, path, base);
  }
  const fallback = paths[defaultLocale] !== undefined ? defaultLocale : locale;
  languages['x-default'] = localizedUrl(fallback, paths[fallback] ?? '', base);
  return languages;
}

/**
 * Metadata every public page returns from `generateMetadata`: title and description, canonical
 * URL, hreflang alternates for both languages plus `x-default`, OpenGraph and Twitter cards.
 * The title is the page's own; the `[locale]` layout's template adds the site name.
 */
export function pageMetadata(input: PageMetadataInput, base = appUrl()): Metadata {
  const paths = input.paths ?? Object.fromEntries(locales.map((code) => [code, input.path ?? '']));
  const canonical = localizedUrl(input.locale, paths[input.locale] ?? input.path ?? '', base);
  const images = input.image ? [{ url: absoluteUrl(input.image, base) }] : undefined;
  const alternateLocale = locales.filter((code) => code !== input.locale && paths[code] !== undefined).map((code) => localeInfo[code].tag.replace('-', '_'));
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical, languages: languageAlternates(input.locale, paths, base) },
    openGraph: {
      type: input.type ?? 'website',
      url: canonical,
      title: input.title,
      description: input.description,
      siteName: input.siteName,
      locale: localeInfo[input.locale].tag.replace('-', '_'),
      alternateLocale,
      images,
      ...(input.type === 'article'
        ? { publishedTime: input.publishedTime ?? undefined, modifiedTime: input.modifiedTime ?? undefined }
        : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: input.title,
      description: input.description,
      images: images?.map((image) => image.url),
    },
  };
}
