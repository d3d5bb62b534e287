import type { Metadata } from 'next';
import { ContentDetailScreen, contentDetailMetadata } from '@/components/content/content-detail-screen';
import { loadContentItem } from '@/components/content/load-content-item';
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
  return item ? contentDetailMetadata({ item, locale }) : notFoundMetadata(locale);
}

/** An item's page, or the 404 page rendered in its place for anything not public. */
export default async function ContentDetailPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { section, slug } = await params;
  const item = await loadContentItem(section, slug, locale);
  return item ? <ContentDetailScreen item={item} locale={locale} /> : <NotFoundPage />;
}
