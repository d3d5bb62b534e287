import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/components/manager-community/list-query';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { Statistics } from '@/components/manager-community/statistics-screen';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** statistics: signups, publishing, engagement and comments per week or month over a chosen range. */
export default async function StatisticsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerStatistics' });
  return (
    <ResourceFrame params={params} permission="statistics.view" title={t('title')}>
      <Statistics locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
