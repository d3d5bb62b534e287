import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/components/manager-community/list-query';
import { WebhooksScreen } from '@/components/manager-webhooks/webhooks-screen';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** webhooks: endpoints that receive signed events — add one (secret shown once), switch off, delete; the delivery log with redelivery. */
export default async function WebhooksPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerWebhooks' });
  return (
    <ResourceFrame params={params} permission="webhooks.manage" title={t('title')}>
      <WebhooksScreen locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
