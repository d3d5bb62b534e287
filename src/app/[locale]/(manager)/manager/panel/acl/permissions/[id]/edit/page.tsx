import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PermissionForm } from '@/components/manager-acl/permission-form';
import type { Locale } from '@/i18n/locales';
import { getPermission } from '@/server/services/acl';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { loadRecordOr404 } from '@/components/panel/load-record';

type Props = { params: Promise<{ locale: Locale; id: string }> };

async function EditPermission({ id, locale }: { id: string; locale: Locale }) {
  const permission = await loadRecordOr404(id, getPermission);
  if (!permission.is_custom) {
    const t = await getTranslations({ locale, namespace: 'managerAcl' });
    return <p className="text-muted">{t('builtInReadOnly')}</p>;
  }
  return <PermissionForm permission={permission} />;
}

/** acl/permissions/{id}/edit: custom permissions only; registry ones belong to the code. */
export default async function EditPermissionPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  return (
    <ResourceFrame permission="acl.manage" params={params} title={t('editPermission')}>
      <EditPermission id={id} locale={locale} />
    </ResourceFrame>
  );
}
