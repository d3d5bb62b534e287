import { getTranslations } from 'next-intl/server';
import { CommentActions } from '@/components/manager-community/comment-actions';
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
import { listManagerComments } from '@/server/services/moderation';
import { contentTypeNames } from '@/shared/content-types';
import { formatDateTime } from '@/shared/dates';
import { commentStatuses, managerCommentsQuery } from '@/shared/schemas/community';

/** The moderation queue: filters, the page of comments and its pager. */
export async function CommentsTable({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'managerComments' });
  const sections = await getTranslations({ locale, namespace: 'manager' });
  const query = parseListQuery(managerCommentsQuery, searchParams);
  const [{ data, meta }, access] = await Promise.all([
    listManagerComments(query, locale),
    managerAccess(await currentPageUser()),
  ]);
  const canModerate = canAccess(access, 'comments.moderate');
  const canDelete = canAccess(access, 'comments.delete');
  return (
    <>
      <FilterForm label={t('filters')} submitLabel={t('apply')}>
        <FilterSelect
          name="status"
          label={t('statusLabel')}
          value={query.status}
          anyLabel={t('anyStatus')}
          options={commentStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        <FilterSelect
          name="type"
          label={t('typeLabel')}
          value={query.type}
          anyLabel={t('anyType')}
          options={contentTypeNames.map((type) => ({ value: type, label: sections(type) }))}
        />
        <FilterSearch label={t('searchLabel')} value={query.search} placeholder={t('searchPlaceholder')} />
      </FilterForm>
      <RecordsList
        {...await recordsListTexts(locale, 'managerComments', meta.total, t('emptyHint'))}
        rows={data}
        rowTestId="comment-row"
        columns={[
          {
            header: t('comment'),
            className: 'max-w-sm',
            cell: (comment) => (
              <>
                <Link
                  href={`/manager/panel/comments/${comment.id}/detail`}
                  className="line-clamp-3 text-primary hover:underline"
                  dir="auto"
                >
                  {comment.body}
                </Link>
                {comment.is_staff ? <span className="mt-1 block text-xs text-muted">{t('staff')}</span> : null}
              </>
            ),
          },
          {
            header: t('author'),
            cell: (comment) =>
              comment.author ? (
                <>
                  <span className="block">{comment.author.name}</span>
                  <span className="block text-xs text-muted">
                    <Ltr>{comment.author.email}</Ltr>
                  </span>
                </>
              ) : (
                <span className="text-muted">{t('noAuthor')}</span>
              ),
          },
          {
            header: t('item'),
            cell: (comment) => (
              <>
                <span className="block text-xs text-muted">{sections(comment.content.type)}</span>
                {comment.content.slug && comment.content.locale ? (
                  <Link
                    href={`/${comment.content.type}/${comment.content.slug}`}
                    locale={comment.content.locale as Locale}
                    className="hover:underline"
                    dir="auto"
                  >
                    {comment.content.title}
                  </Link>
                ) : (
                  <span dir="auto">{comment.content.title}</span>
                )}
              </>
            ),
          },
          {
            header: t('statusLabel'),
            cell: (comment) => <StatusBadge tone={comment.status}>{t(`status.${comment.status}`)}</StatusBadge>,
          },
          {
            header: t('date'),
            className: 'whitespace-nowrap',
            cell: (comment) => <time dateTime={comment.created_at}>{formatDateTime(comment.created_at, locale)}</time>,
          },
          {
            header: t('actions'),
            cell: (comment) => (
              <CommentActions id={comment.id} status={comment.status} canModerate={canModerate} canDelete={canDelete} />
            ),
          },
        ]}
      />
      <ListPager base="/manager/panel/comments" query={flatParams(searchParams)} meta={meta} />
    </>
  );
}
