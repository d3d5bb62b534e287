import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoleForm } from '@/components/manager-acl/role-form';
import type { Locale } from '@/i18n/locales';
import { NotFoundError } from '@/server/http/errors';
import { getRole } from '@/server/services/acl';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { idParams } from '@/shared/schemas/params';

type Props = { params: Promise<{ locale: Locale; id: string }> };

async function EditRole({ id }: { id: string }) {
  const parsed = idParams.safeParse({ id });
  if (!parsed.success) notFound();
  const role = await getRole(parsed.data.id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
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
