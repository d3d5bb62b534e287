import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/route-locale';
import { SearchScreen } from '@/components/content/search-screen';

/**
 * Results depend on `?q=`: without this the route would inherit the locale layout's static
 * params and fail at the first search (Next would treat reading searchParams as an error).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  // Result pages are endless and thin: keep them out of search engines, follow their links.
  return { title: t('search'), robots: { index: false, follow: true } };
}

/** `/{locale}/search?q=`: one search over every type, grouped by type. Per request by nature. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  return <SearchScreen locale={locale} searchParams={searchParams} />;
}
