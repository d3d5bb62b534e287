import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Analytics } from '@/components/manager-community/analytics-screen';
import type { SearchParams } from '@/components/manager-community/list-query';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** analytics: what readers read, in which language, from where and whether they finished it. */
export default async function AnalyticsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAnalytics' });
  return (
    <ResourceFrame params={params} permission="analytics.view" title={t('title')}>
      <Analytics locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
