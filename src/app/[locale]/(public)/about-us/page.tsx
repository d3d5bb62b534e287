import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AboutScreen } from '@/components/content/about-screen';
import { loadBuiltInPage } from '@/components/content/load-built-in-page';
import { routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/server/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });
  const own = await loadBuiltInPage('about', locale);
  return pageMetadata({ locale, path: '/about-us', title: own?.title ?? t('title'), description: own?.description || t('lead') });
}

export default async function AboutPage({ params }: Props) {
  return <AboutScreen locale={await routeLocale(params)} />;
}
