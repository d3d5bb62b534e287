import { getTranslations } from 'next-intl/server';
import { ListPager } from '@/components/panel/list-pager';
import { RecordsTable } from '@/components/panel/records-table';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listManagedGuides } from '@/server/services/where-to-start';
import { formatNumber } from '@/shared/format/number';
import { guidesListQuery } from '@/shared/schemas/where-to-start';

/** The guides in their order, with status and item counts. */
export async function GuidesTable({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  const raw = await searchParams;
  const parsed = guidesListQuery.safeParse({ page: raw.page, per_page: 50 });
  const { data, meta } = await listManagedGuides(parsed.success ? parsed.data : guidesListQuery.parse({ per_page: 50 }));
  if (data.length === 0) return <p className="text-muted">{t('empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <RecordsTable
        rows={data}
        columns={[
          { header: t('columnTitle'), cell: (guide) => (locale === 'fa' ? guide.title_fa : guide.title_en) },
          { header: t('position'), className: 'tabular-nums', cell: (guide) => formatNumber(guide.position, locale) },
          { header: t('columnStatus'), cell: (guide) => t(guide.status) },
          { header: t('columnItems'), className: 'tabular-nums', cell: (guide) => formatNumber(guide.items_count, locale) },
          {
            header: t('columnActions'),
            isHeaderHidden: true,
            className: 'text-end',
            cell: (guide) => (
              <Link href={`/manager/panel/whereToStart/${guide.id}/editList`} className="text-primary hover:underline">
                {t('editList')}
              </Link>
            ),
          },
        ]}
      />
      <ListPager base="/manager/panel/whereToStart" query={{}} meta={meta} />
    </div>
  );
}
