import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listRoles } from '@/server/services/acl';
import { formatNumber } from '@/shared/format/number';
import { RecordsTable } from '@/components/panel/records-table';

/** Every role with its permission and user counts. */
export async function RolesTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  const roles = await listRoles();
  if (roles.length === 0) return <p className="text-muted">{t('noRoles')}</p>;
  return (
    <RecordsTable
      rows={roles}
      columns={[
        { header: t('roleTitle'), cell: (role) => role.title },
        { header: t('roleName'), cell: (role) => <code dir="ltr">{role.name}</code> },
        { header: t('permissionsCount'), cell: (role) => formatNumber(role.permissions.length, locale) },
        { header: t('usersCount'), cell: (role) => formatNumber(role.users_count, locale) },
        {
          header: t('edit'),
          isHeaderHidden: true,
          className: 'text-end',
          cell: (role) => (
            <Link href={`/manager/panel/acl/roles/${role.id}/edit`} className="text-primary hover:underline">
              {t('edit')}
            </Link>
          ),
        },
      ]}
    />
  );
}
