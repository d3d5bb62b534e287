import type { Metadata } from 'next';
import { ContentDetailScreen, contentDetailMetadata } from '@/components/content/content-detail-screen';
import { loadContentItem, loadItemTranslations } from '@/components/content/load-content-item';
import { OtherLanguagePage, otherLanguageMetadata } from '@/components/content/other-language-page';
import { NotFoundPage, notFoundMetadata } from '@/components/shell/not-found-page';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ locale: string; section: string; slug: string }> };

/** Rendered on first request and cached like every public page (ADR 0001). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { section, slug } = await params;
  const item = await loadContentItem(section, slug, locale);
  if (item) return contentDetailMetadata({ item, locale });
  const translations = await loadItemTranslations(section, slug);
  return translations.length > 0 ? otherLanguageMetadata(locale, translations) : notFoundMetadata(locale);
}

/**
 * An item's page; for a slug the item has in another language only, the 404 that links there;
 * the plain 404 page for anything not public.
 */
export default async function ContentDetailPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { section, slug } = await params;
  const item = await loadContentItem(section, slug, locale);
  if (item) return <ContentDetailScreen item={item} locale={locale} />;
  const translations = await loadItemTranslations(section, slug);
  return translations.length > 0 ? <OtherLanguagePage locale={locale} section={section} translations={translations} /> : <NotFoundPage />;
}
