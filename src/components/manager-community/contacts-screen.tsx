import { getTranslations } from 'next-intl/server';
import { ContactActions } from '@/components/manager-community/contact-actions';
import { FilterForm, FilterSearch, FilterSelect } from '@/components/panel/filter-form';
import { flatParams, parseListQuery, type SearchParams } from '@/components/manager-community/list-query';
import { ListPager } from '@/components/panel/list-pager';
import { RecordsList, recordsListTexts } from '@/components/panel/records-list';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { Ltr } from '@/components/ui/ltr';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { listContactMessages } from '@/server/services/moderation';
import { formatDateTime } from '@/shared/dates';
import { contactsQuery } from '@/shared/schemas/community';

/** Contact messages, unhandled first: filters, the page of messages and its pager. */
export async function ContactsTable({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'managerContacts' });
  const query = parseListQuery(contactsQuery, searchParams);
  const [{ data, meta }, access] = await Promise.all([listContactMessages(query), managerAccess(await currentPageUser())]);
  const canUpdate = canAccess(access, 'contacts.update');
  const canDelete = canAccess(access, 'contacts.delete');
  return (
    <>
      <FilterForm label={t('filters')} submitLabel={t('apply')}>
        <FilterSelect
          name="handled"
          label={t('statusLabel')}
          value={query.handled}
          anyLabel={t('anyStatus')}
          options={[
            { value: 'false', label: t('unhandled') },
            { value: 'true', label: t('handled') },
          ]}
        />
        <FilterSearch label={t('searchLabel')} value={query.search} placeholder={t('searchPlaceholder')} />
      </FilterForm>
      <RecordsList
        {...await recordsListTexts(locale, 'managerContacts', meta.total)}
        rows={data}
        columns={[
          {
            header: t('subject'),
            className: 'max-w-sm',
            cell: (message) => (
              <>
                <Link
                  href={`/manager/panel/contacts/${message.id}/detail`}
                  className="font-medium text-primary hover:underline"
                  dir="auto"
                >
                  {message.title}
                </Link>
                <span className="line-clamp-2 text-xs text-muted" dir="auto">
                  {message.text}
                </span>
              </>
            ),
          },
          {
            header: t('sender'),
            cell: (message) => (
              <>
                <span className="block" dir="auto">
                  {message.full_name}
                </span>
                <span className="block text-xs text-muted">
                  <Ltr>{message.email}</Ltr>
                </span>
              </>
            ),
          },
          {
            header: t('statusLabel'),
            cell: (message) =>
              message.handled_at ? (
                <StatusBadge tone="approved">{t('handled')}</StatusBadge>
              ) : (
                <StatusBadge tone="pending">{t('unhandled')}</StatusBadge>
              ),
          },
          {
            header: t('date'),
            className: 'whitespace-nowrap',
            cell: (message) => <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>,
          },
          {
            header: t('actions'),
            cell: (message) => (
              <ContactActions
                id={message.id}
                isHandled={message.handled_at !== null}
                canUpdate={canUpdate}
                canDelete={canDelete}
              />
            ),
          },
        ]}
      />
      <ListPager base="/manager/panel/contacts" query={flatParams(searchParams)} meta={meta} />
    </>
  );
}
