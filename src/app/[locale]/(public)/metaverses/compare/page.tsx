import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/server/seo/metadata';
import { CompareScreen } from '@/components/content/compare-screen';

// The choice lives in `?ids=`, so the page renders per request (it reads no cookie or header).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ ids?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const t = await getTranslations({ locale, namespace: 'compare' });
  // Every choice shares one canonical address: the picker page itself.
  return pageMetadata({ locale, path: '/metaverses/compare', title: pages('compare'), description: t('description') });
}

/** Rendered per request: the choice lives in `?ids=` so a comparison can be shared. */
export default async function ComparePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { ids } = await searchParams;
  return <CompareScreen locale={locale} ids={ids} />;
}
