import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listPermissions } from '@/server/services/acl';
import { AclFrame } from '../acl-frame';

type Props = { params: Promise<{ locale: Locale }> };

async function PermissionsTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  const permissions = await listPermissions();
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="min-w-full text-sm">
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t('permissionName')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('titleFa')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('titleEn')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('kind')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <span className="sr-only">{t('edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {permissions.map((permission) => (
            <tr key={permission.id} className="border-t border-border">
              <td className="px-3 py-2">
                <code dir="ltr">{permission.name}</code>
              </td>
              <td className="px-3 py-2" dir="rtl" lang="fa">
                {permission.title_fa}
              </td>
              <td className="px-3 py-2" dir="ltr" lang="en">
                {permission.title_en}
              </td>
              <td className="px-3 py-2">{permission.is_custom ? t('custom') : t('builtIn')}</td>
              <td className="px-3 py-2 text-end">
                {permission.is_custom ? (
                  <Link href={`/manager/panel/acl/permissions/${permission.id}/edit`} className="text-primary hover:underline">
                    {t('edit')}
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** acl/permissions: the registry and custom permissions; only custom ones can be edited. */
export default async function PermissionsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  return (
    <AclFrame
      params={params}
      title={t('permissionsTitle')}
      action={{ href: '/manager/panel/acl/permissions/create', label: t('createPermission') }}
    >
      <PermissionsTable locale={locale} />
    </AclFrame>
  );
}
