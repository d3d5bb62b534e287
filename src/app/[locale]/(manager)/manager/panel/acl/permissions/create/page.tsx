import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PermissionForm } from '@/components/manager-acl/permission-form';
import type { Locale } from '@/i18n/locales';
import { ResourceFrame } from '@/components/panel/resource-frame';

type Props = { params: Promise<{ locale: Locale }> };

/** acl/permissions/create: a custom permission. */
export default async function CreatePermissionPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  return (
    <ResourceFrame permission="acl.manage" params={params} title={t('createPermission')}>
      <PermissionForm />
    </ResourceFrame>
  );
}
