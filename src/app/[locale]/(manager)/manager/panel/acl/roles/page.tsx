import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { RolesTable } from '@/components/manager-acl/roles-screen';

type Props = { params: Promise<{ locale: Locale }> };

/** acl/roles: every role with its permission and user counts. */
export default async function RolesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  return (
    <ResourceFrame
      permission="acl.manage"
      params={params}
      title={t('rolesTitle')}
      action={{ href: '/manager/panel/acl/roles/create', label: t('createRole') }}
    >
      <RolesTable locale={locale} />
    </ResourceFrame>
  );
}
