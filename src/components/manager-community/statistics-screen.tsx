import { getTranslations } from 'next-intl/server';
import { BarChart } from '@/components/manager-community/bar-chart';
import { flatParams, type SearchParams } from '@/components/manager-community/list-query';
import { RangeSummary } from '@/components/manager-community/range-summary';
import { SearchCounts } from '@/components/manager-community/search-counts';
import { StatisticsControls } from '@/components/manager-community/statistics-controls';
import type { Locale } from '@/i18n/locales';
import { getStatistics } from '@/server/services/statistics/series';
import { formatModelDate } from '@/shared/dates';
import { statisticsQuery, type StatisticsQuery } from '@/shared/schemas/community';
import { addDays, bucketLabel } from '@/shared/statistics';

/** The range in the address, or the last twelve months up to today (Tehran). */
function rangeOf(searchParams: SearchParams): StatisticsQuery {
  const today = formatModelDate(new Date());
  const flat = flatParams(searchParams);
  const parsed = statisticsQuery.safeParse({ from: addDays(today, -364), to: today, ...flat });
  return parsed.success
    ? parsed.data
    : statisticsQuery.parse({ from: addDays(today, -364), to: today, bucket: flat.bucket === 'week' ? 'week' : 'month' });
}

/** The range controls and one chart per series over the range in the address. */
export async function Statistics({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'managerStatistics' });
  const query = rangeOf(searchParams);
  const view = await getStatistics(query, locale);
  return (
    <>
      <StatisticsControls from={view.from} to={view.to} bucket={view.bucket} />
      <RangeSummary locale={locale} from={view.from} to={view.to} bucket={view.bucket} />
      <div className="grid gap-4 lg:grid-cols-2">
        {view.series.map((series) => (
          <BarChart
            key={series.name}
            locale={locale}
            id={series.name}
            title={t(`series.${series.name}` as 'series.signups')}
            total={series.total}
            bars={series.buckets.map((bucket) => ({
              label: bucketLabel(bucket, view.bucket, view.calendar, locale),
              count: bucket.count,
            }))}
          />
        ))}
      </div>
      <SearchCounts locale={locale} searches={view.searches} />
    </>
  );
}
