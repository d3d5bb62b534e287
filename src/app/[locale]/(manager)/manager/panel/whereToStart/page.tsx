import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListPager } from '@/components/panel/list-pager';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listManagedGuides } from '@/server/services/where-to-start';
import { managerPagePermission } from '@/shared/routes';
import { guidesListQuery } from '@/shared/schemas/where-to-start';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return { title: t('title') };
}

async function GuidesTable({ locale, searchParams }: { locale: Locale; searchParams: Props['searchParams'] }) {
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  const e = await getTranslations({ locale, namespace: 'events.manager' });
  const raw = await searchParams;
  const parsed = guidesListQuery.safeParse({ page: raw.page, per_page: 50 });
  const { data, meta } = await listManagedGuides(parsed.success ? parsed.data : guidesListQuery.parse({ per_page: 50 }));
  if (data.length === 0) return <p className="text-muted">{t('empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="min-w-full text-sm">
          <thead className="bg-surface-2">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">{t('columnTitle')}</th>
              <th scope="col" className="px-3 py-2 text-start">{t('position')}</th>
              <th scope="col" className="px-3 py-2 text-start">{t('columnStatus')}</th>
              <th scope="col" className="px-3 py-2 text-start">{t('columnItems')}</th>
              <th scope="col" className="px-3 py-2 text-start">
                <span className="sr-only">{t('columnActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((guide) => (
              <tr key={guide.id} className="border-t border-border">
                <td className="px-3 py-2">{locale === 'fa' ? guide.title_fa : guide.title_en}</td>
                <td className="px-3 py-2 tabular-nums">{guide.position.toLocaleString(locale)}</td>
                <td className="px-3 py-2">{t(guide.status)}</td>
                <td className="px-3 py-2 tabular-nums">{guide.items_count.toLocaleString(locale)}</td>
                <td className="px-3 py-2 text-end">
                  <Link href={`/manager/panel/whereToStart/${guide.id}/editList`} className="text-primary hover:underline">
                    {t('editList')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListPager
        meta={meta}
        hrefOf={(page) => `/manager/panel/whereToStart?page=${page}`}
        labels={{
          previous: e('previous'),
          next: e('next'),
          page: e('page', { page: meta.current_page.toLocaleString(locale), last: meta.last_page.toLocaleString(locale) }),
          nav: t('title'),
        }}
      />
    </div>
  );
}

/** whereToStart: the guides in their order, with status and item counts. */
export default async function ManagerGuidesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return (
    <ResourceFrame
      params={params}
      permission={managerPagePermission(['whereToStart'])}
      title={t('title')}
      action={{ href: '/manager/panel/whereToStart/create', label: t('create') }}
    >
      <GuidesTable locale={locale} searchParams={searchParams} />
    </ResourceFrame>
  );
}
