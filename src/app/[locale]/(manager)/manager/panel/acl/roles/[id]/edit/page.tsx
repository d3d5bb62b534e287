import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoleForm } from '@/components/manager-acl/role-form';
import type { Locale } from '@/i18n/locales';
import { getRole } from '@/server/services/acl';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { loadRecordOr404 } from '@/components/panel/load-record';

type Props = { params: Promise<{ locale: Locale; id: string }> };

async function EditRole({ id }: { id: string }) {
  const role = await loadRecordOr404(id, getRole);
  return <RoleForm role={role} />;
}

/** acl/roles/{id}/edit. */
export default async function EditRolePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  return (
    <ResourceFrame permission="acl.manage" params={params} title={t('editRole')}>
      <EditRole id={id} />
    </ResourceFrame>
  );
}
