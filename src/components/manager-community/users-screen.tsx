import { getTranslations } from 'next-intl/server';
import { FilterForm, FilterSearch, FilterSelect } from '@/components/panel/filter-form';
import { flatParams, parseListQuery, type SearchParams } from '@/components/manager-community/list-query';
import { ListPager } from '@/components/panel/list-pager';
import { RecordsList, recordsListTexts } from '@/components/panel/records-list';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { UserBlockToggle } from '@/components/manager-community/user-block-toggle';
import { Ltr } from '@/components/ui/ltr';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { listUsers } from '@/server/services/acl';
import { formatDate } from '@/shared/dates';
import { usersListQuery } from '@/shared/schemas/acl';

/** Users found by the filters in the address, with edit and block controls. */
export async function UsersTable({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'managerUsers' });
  const query = parseListQuery(usersListQuery, searchParams);
  const me = await currentPageUser();
  const [{ data, meta }, access] = await Promise.all([listUsers(query), managerAccess(me)]);
  const canUpdate = canAccess(access, 'users.update');
  const yesNo = [
    { value: 'true', label: t('yes') },
    { value: 'false', label: t('no') },
  ];
  return (
    <>
      <FilterForm label={t('filters')} submitLabel={t('apply')}>
        <FilterSearch label={t('searchLabel')} value={query.search} placeholder={t('searchPlaceholder')} />
        <FilterSelect name="is_manager" label={t('managerFilter')} value={query.is_manager} anyLabel={t('any')} options={yesNo} />
        <FilterSelect name="is_blocked" label={t('blockedFilter')} value={query.is_blocked} anyLabel={t('any')} options={yesNo} />
        <FilterSelect
          name="is_verified"
          label={t('verifiedFilter')}
          value={query.is_verified}
          anyLabel={t('any')}
          options={yesNo}
        />
      </FilterForm>
      <RecordsList
        {...await recordsListTexts(locale, 'managerUsers', meta.total)}
        rows={data}
        columns={[
          {
            header: t('user'),
            cell: (user) => {
              const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
              return (
                <>
                  <span className="block font-medium">
                    <Ltr>{user.username}</Ltr>
                  </span>
                  {name ? (
                    <span className="block text-xs text-muted" dir="auto">
                      {name}
                    </span>
                  ) : null}
                </>
              );
            },
          },
          { header: t('email'), cell: (user) => <Ltr>{user.email}</Ltr> },
          {
            header: t('flags'),
            cell: (user) => (
              <span className="flex flex-wrap gap-1">
                {user.is_super_manager ? (
                  <StatusBadge tone="approved">{t('superManager')}</StatusBadge>
                ) : user.is_manager ? (
                  <StatusBadge tone="approved">{t('manager')}</StatusBadge>
                ) : null}
                {user.is_blocked ? <StatusBadge tone="rejected">{t('blocked')}</StatusBadge> : null}
                {user.email_verified_at ? null : <StatusBadge tone="pending">{t('unverified')}</StatusBadge>}
              </span>
            ),
          },
          {
            header: t('roles'),
            cell: (user) =>
              user.roles.map((role) => role.title).join(locale === 'fa' ? '، ' : ', ') || <span className="text-muted">—</span>,
          },
          {
            header: t('joined'),
            className: 'whitespace-nowrap',
            cell: (user) => <time dateTime={user.created_at}>{formatDate(user.created_at, locale)}</time>,
          },
          {
            header: t('actions'),
            cell: (user) =>
              canUpdate ? (
                <span className="flex flex-wrap items-center gap-2">
                  <Link
                    href={`/manager/panel/users/${user.id}/edit`}
                    className="text-primary hover:underline"
                    aria-label={t('editUser', { name: user.username })}
                  >
                    {t('edit')}
                  </Link>
                  {user.is_super_manager || user.id === me?.id ? null : (
                    <UserBlockToggle id={user.id} username={user.username} isBlocked={user.is_blocked} />
                  )}
                </span>
              ) : null,
          },
        ]}
      />
      <ListPager base="/manager/panel/users" query={flatParams(searchParams)} meta={meta} />
    </>
  );
}
