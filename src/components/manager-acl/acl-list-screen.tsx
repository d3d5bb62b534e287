import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { PermissionsTable } from './permissions-screen';
import { RolesTable } from './roles-screen';

const lists = {
  roles: { title: 'rolesTitle', create: 'createRole', Table: RolesTable },
  permissions: { title: 'permissionsTitle', create: 'createPermission', Table: PermissionsTable },
} as const;

/** acl/roles and acl/permissions: the list, for holders of `acl.manage`, with the way to add one. */
export async function AclListScreen({ kind, params }: { kind: keyof typeof lists; params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerAcl' });
  const { title, create, Table } = lists[kind];
  return (
    <ResourceFrame permission="acl.manage" params={params} title={t(title)} action={{ href: `/manager/panel/acl/${kind}/create`, label: t(create) }}>
      <Table locale={locale} />
    </ResourceFrame>
  );
}
