import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { Dashboard } from '@/components/manager-community/dashboard-screen';

type Props = { params: Promise<{ locale: Locale }> };

/** dashboard: key counts, comments waiting for moderation and the latest activity. */
export default async function DashboardPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerDashboard' });
  return (
    <ResourceFrame params={params} permission="dashboard.view" title={t('title')}>
      <Dashboard locale={locale} />
    </ResourceFrame>
  );
}
