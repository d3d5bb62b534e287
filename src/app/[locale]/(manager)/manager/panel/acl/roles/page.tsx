import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listRoles } from '@/server/services/acl';
import { AclFrame } from '../acl-frame';

type Props = { params: Promise<{ locale: Locale }> };

async function RolesTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  const roles = await listRoles();
  if (roles.length === 0) return <p className="text-muted">{t('noRoles')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="min-w-full text-sm">
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t('roleTitle')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('roleName')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('permissionsCount')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('usersCount')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <span className="sr-only">{t('edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role.id} className="border-t border-border">
              <td className="px-3 py-2">{role.title}</td>
              <td className="px-3 py-2">
                <code dir="ltr">{role.name}</code>
              </td>
              <td className="px-3 py-2">{role.permissions.length.toLocaleString(locale)}</td>
              <td className="px-3 py-2">{role.users_count.toLocaleString(locale)}</td>
              <td className="px-3 py-2 text-end">
                <Link href={`/manager/panel/acl/roles/${role.id}/edit`} className="text-primary hover:underline">
                  {t('edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** acl/roles: every role with its permission and user counts. */
export default async function RolesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  return (
    <AclFrame
      params={params}
      title={t('rolesTitle')}
      action={{ href: '/manager/panel/acl/roles/create', label: t('createRole') }}
    >
      <RolesTable locale={locale} />
    </AclFrame>
  );
}
