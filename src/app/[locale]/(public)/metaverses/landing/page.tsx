import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/server/seo/metadata';
import { MetaverseLandingScreen } from '@/components/content/metaverse-landing-screen';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const t = await getTranslations({ locale, namespace: 'metaverseLanding' });
  return pageMetadata({ locale, path: '/metaverses/landing', title: pages('metaverseLanding'), description: t('description') });
}

export default async function MetaverseLandingPage({ params }: Props) {
  const locale = await routeLocale(params);
  return <MetaverseLandingScreen locale={locale} />;
}
