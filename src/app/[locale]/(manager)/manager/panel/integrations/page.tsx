import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IntegrationsScreen } from '@/components/manager-integrations/integrations-screen';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

/** integrations: API tokens for other systems — make one (shown once), see their use, revoke. */
export default async function IntegrationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerIntegrations' });
  return (
    <ResourceFrame params={params} permission="integrations.manage" title={t('title')}>
      <IntegrationsScreen locale={locale} />
    </ResourceFrame>
  );
}
