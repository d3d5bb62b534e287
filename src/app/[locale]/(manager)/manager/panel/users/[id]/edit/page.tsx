import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import { UserAccessForm } from '@/components/manager-acl/user-access-form';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { getManagedUser, listRoles } from '@/server/services/acl';
import { managerPanelGuards } from '@/shared/guards';
import { loadRecordOr404 } from '@/components/panel/load-record';

type Props = { params: Promise<{ locale: Locale; id: string }> };

async function EditUser({ id, locale }: { id: string; locale: Locale }) {
  const user = await loadRecordOr404(id, getManagedUser);
  const access = await managerAccess(await currentPageUser());
  const canManageAccess = canAccess(access, 'acl.manage');
  const roles = canManageAccess ? await listRoles() : [];
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-black">{t('editUser', { name: user.username })}</h1>
      <UserAccessForm user={user} roles={roles} canManageAccess={canManageAccess} />
    </div>
  );
}

/** users/{id}/edit: profile, manager flag and roles, block and verify (`users.update`). */
export default async function EditUserPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="users.update">
      <EditUser id={id} locale={locale} />
    </GuardedContent>
  );
}
