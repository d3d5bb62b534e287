import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoleForm } from '@/components/manager-acl/role-form';
import type { Locale } from '@/i18n/locales';
import { ResourceFrame } from '@/components/panel/resource-frame';

type Props = { params: Promise<{ locale: Locale }> };

/** acl/roles/create. */
export default async function CreateRolePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  return (
    <ResourceFrame permission="acl.manage" params={params} title={t('createRole')}>
      <RoleForm />
    </ResourceFrame>
  );
}
