import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/server/seo/metadata';
import { HomeScreen } from '@/components/home/home-screen';

type Props = { params: Promise<{ locale: string }> };

/**
 * The landing page is the same for everyone, so it is cached; five minutes keeps its "latest"
 * rows fresh without rendering it per visit (it reads no cookie or header: ADR 0001).
 */
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  return pageMetadata({ locale, path: '', title: t('title'), description: t('heroText') });
}

export default async function HomePage({ params }: Props) {
  const locale = await routeLocale(params);
  return <HomeScreen locale={locale} />;
}
