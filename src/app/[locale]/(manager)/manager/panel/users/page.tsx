import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/components/manager-community/list-query';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { UsersTable } from '@/components/manager-community/users-screen';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** users: search by name or e-mail, filter by manager / blocked / verified; edit, block and unblock. */
export default async function UsersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerUsers' });
  return (
    <ResourceFrame params={params} permission="users.view" title={t('title')}>
      <UsersTable locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
