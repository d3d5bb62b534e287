import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import { PermissionMatrix } from '@/components/manager-acl/permission-matrix';
import type { Locale } from '@/i18n/locales';
import { listPermissions, listRoles } from '@/server/services/acl';
import { managerPanelGuards } from '@/shared/guards';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'manager' });
  return { title: t('permissionToRole') };
}

async function Matrix({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  const [roles, permissions] = await Promise.all([listRoles(), listPermissions()]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-black">{t('matrixTitle')}</h1>
        <p className="text-muted">{t('matrixLead')}</p>
      </div>
      <PermissionMatrix roles={roles} permissions={permissions} />
    </div>
  );
}

/** acl/permissionToRole: the roles × permissions matrix, for holders of `acl.manage`. */
export default async function PermissionToRolePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="acl.manage">
      <Matrix locale={locale} />
    </GuardedContent>
  );
}
