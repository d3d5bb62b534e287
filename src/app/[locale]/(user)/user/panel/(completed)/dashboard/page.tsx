import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { UserDashboard } from '@/components/dashboard/dashboard-screen';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'panel' });
  return { title: t('dashboard') };
}

/** dashboard: greeting, activity counts, the user's upcoming events, where to continue, guide progress. */
export default async function DashboardPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <UserDashboard locale={locale} />;
}
