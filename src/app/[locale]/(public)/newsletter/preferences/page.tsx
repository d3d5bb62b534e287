import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsletterPreferencesScreen } from '@/components/newsletter/preferences-screen';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletter.preferencesPage' });
  return { title: t('title'), robots: { index: false } };
}

export default async function NewsletterPreferencesPage({ params }: Props) {
  const locale = await routeLocale(params);
  return <NewsletterPreferencesScreen locale={locale} />;
}
