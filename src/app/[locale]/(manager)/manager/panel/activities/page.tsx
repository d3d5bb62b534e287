import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActivitiesFilters } from '@/components/manager-community/activities-filters';
import { ActivityTable } from '@/components/manager-community/activity-table';
import { flatParams, parseListQuery, type SearchParams } from '@/components/manager-community/list-query';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { ListPager } from '@/components/panel/list-pager';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/locales';
import { listActivities } from '@/server/services/activity/list-activities';
import { permissionRegistry } from '@/shared/permissions';
import { activitiesQuery } from '@/shared/schemas/community';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** The resources the log can name: every resource of the permission registry. */
const activityResources = [...new Set(permissionRegistry.filter((entry) => entry.action === 'view').map((entry) => entry.resource))].filter(
  (resource) => !['statistics', 'analytics', 'activities', 'dashboard'].includes(resource),
);

async function Activities({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'managerActivities' });
  const query = parseListQuery(activitiesQuery, searchParams);
  const { data, meta } = await listActivities(query, locale);
  return (
    <>
      <ActivitiesFilters
        resources={activityResources.map((resource) => ({ value: resource, label: t(`resources.${resource}` as 'resources.users') }))}
        initial={{ person: query.person, resource: query.resource, from: query.from, to: query.to }}
      />
      <p className="text-sm text-muted" role="status">
        {t('total', { count: meta.total })}
      </p>
      {data.length === 0 ? <EmptyState title={t('empty')} /> : <ActivityTable locale={locale} entries={data} />}
      <ListPager base="/manager/panel/activities" query={flatParams(searchParams)} meta={meta} />
    </>
  );
}

/** activities: every manager write and auth event — who, what, which record, summary, when, IP. */
export default async function ActivitiesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerActivities' });
  return (
    <ResourceFrame params={params} permission="activities.view" title={t('title')}>
      <Activities locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
