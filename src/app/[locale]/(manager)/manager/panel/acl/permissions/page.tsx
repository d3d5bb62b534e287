import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { PermissionsTable } from '@/components/manager-acl/permissions-screen';

type Props = { params: Promise<{ locale: Locale }> };

/** acl/permissions: the registry and custom permissions; only custom ones can be edited. */
export default async function PermissionsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  return (
    <ResourceFrame
      permission="acl.manage"
      params={params}
      title={t('permissionsTitle')}
      action={{ href: '/manager/panel/acl/permissions/create', label: t('createPermission') }}
    >
      <PermissionsTable locale={locale} />
    </ResourceFrame>
  );
}
