import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listPermissions } from '@/server/services/acl';
import { RecordsTable } from '@/components/panel/records-table';

/** The registry and custom permissions in both languages; only custom ones link to their editor. */
export async function PermissionsTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  const permissions = await listPermissions();
  return (
    <RecordsTable
      rows={permissions}
      columns={[
        { header: t('permissionName'), cell: (permission) => <code dir="ltr">{permission.name}</code> },
        { header: t('titleFa'), cell: (permission) => permission.title_fa, cellProps: { dir: 'rtl', lang: 'fa' } },
        { header: t('titleEn'), cell: (permission) => permission.title_en, cellProps: { dir: 'ltr', lang: 'en' } },
        { header: t('kind'), cell: (permission) => (permission.is_custom ? t('custom') : t('builtIn')) },
        {
          header: t('edit'),
          isHeaderHidden: true,
          className: 'text-end',
          cell: (permission) =>
            permission.is_custom ? (
              <Link href={`/manager/panel/acl/permissions/${permission.id}/edit`} className="text-primary hover:underline">
                {t('edit')}
              </Link>
            ) : null,
        },
      ]}
    />
  );
}
