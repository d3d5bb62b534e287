import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/components/manager-community/list-query';
import { SubscribersScreen } from '@/components/manager-newsletters/subscribers-screen';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** newsletters/subscribers: the readers, searched and filtered, imported from another newsletter and exported. */
export default async function SubscribersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerNewsletters' });
  return (
    <ResourceFrame params={params} permission="subscribers.manage" title={t('subscribers.title')}>
      <SubscribersScreen locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
