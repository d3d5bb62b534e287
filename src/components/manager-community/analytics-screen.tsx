import { getTranslations } from 'next-intl/server';
import { BarChart } from '@/components/manager-community/bar-chart';
import { flatParams, type SearchParams } from '@/components/manager-community/list-query';
import { RangeSummary } from '@/components/manager-community/range-summary';
import { StatisticsControls } from '@/components/manager-community/statistics-controls';
import { intlLocaleTag, localeInfo, type Locale } from '@/i18n/locales';
import { analyticsReport } from '@/server/services/analytics/report';
import { formatModelDate } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { analyticsContracts } from '@/shared/api/browser/analytics';
import { apiPath } from '@/shared/api/path';
import {
  analyticsBuckets,
  analyticsQuery,
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsSource,
  type AnalyticsView,
  type DeviceClass,
} from '@/shared/schemas/analytics';
import { ltrTag } from '@/components/ui/ltr';
import { addDays, bucketLabel } from '@/shared/statistics';

/** The range in the address, or the last thirty days up to today (Tehran), by day. */
function rangeOf(searchParams: SearchParams): AnalyticsQuery {
  const today = formatModelDate(new Date());
  const fallback = { from: addDays(today, -29), to: today };
  const parsed = analyticsQuery.safeParse({ ...fallback, ...flatParams(searchParams) });
  return parsed.success ? parsed.data : analyticsQuery.parse(fallback);
}

const percent = (part: number, whole: number, locale: Locale) =>
  formatNumber(whole === 0 ? 0 : part / whole, locale, { style: 'percent', maximumFractionDigits: 0 });

/** The link that downloads one table of the report, over the range on screen, as CSV. */
async function CsvLink({ locale, query, view }: { locale: Locale; query: AnalyticsQuery; view: AnalyticsView }) {
  const t = await getTranslations({ locale, namespace: 'managerAnalytics' });
  const { from, to, bucket } = query;
  return (
    <a
      href={apiPath(analyticsContracts.exportAnalytics, { query: { from, to, bucket, view } })}
      download
      className="text-sm text-primary underline-offset-4 hover:underline"
      data-testid={`csv-${view}`}
    >
      {t.rich('csv', ltrTag)}
    </a>
  );
}

/** A table's column headings, each aligned as its cells are. */
function HeaderRow({ columns }: { columns: [label: string, align: 'start' | 'end'][] }) {
  return (
    <thead>
      <tr className="border-b border-border">
        {columns.map(([label, align]) => (
          <th
            key={label}
            scope="col"
            className={align === 'end' ? 'py-1 text-end font-semibold' : 'py-1 text-start font-semibold'}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A small table of views by one dimension, each with its share of the range's views. */
async function ShareTable({
  locale,
  range,
  view,
  rows,
  label = (key: string) => key,
  note,
}: {
  locale: Locale;
  range: AnalyticsQuery;
  view: Exclude<AnalyticsView, 'series' | 'items'>;
  rows: { key: string; views: number }[];
  /** A row's name from its key; the key itself when the dimension has no message of its own. */
  label?: (key: string) => string;
  note?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'managerAnalytics' });
  const id = `analytics-${view}`;
  const title = t(`${view}.title`);
  const column = t(`${view}.column`);
  const whole = rows.reduce((sum, row) => sum + row.views, 0);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
      data-testid={id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-bold">
          {title}
        </h2>
        <CsvLink locale={locale} query={range} view={view} />
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('items.none')}</p>
      ) : (
        <table className="w-full text-sm">
          <HeaderRow
            columns={[
              [column, 'start'],
              [t('views'), 'end'],
              [t('share'), 'end'],
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-border last:border-0">
                <th scope="row" className="py-1 text-start font-normal">
                  {label(row.key)}
                </th>
                <td className="py-1 text-end">{formatNumber(row.views, locale)}</td>
                <td className="py-1 text-end">{percent(row.views, whole, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {note && <p className="text-xs text-muted">{note}</p>}
    </section>
  );
}

/** The most read items of the range, with how many of their views were read through. */
async function TopItems({ locale, items, range }: { locale: Locale; items: AnalyticsReport['items']; range: AnalyticsQuery }) {
  const t = await getTranslations({ locale, namespace: 'managerAnalytics' });
  const types = await getTranslations({ locale, namespace: 'managerContent.singular' });
  const languages = await getTranslations({ locale, namespace: 'managerAnalytics.languages' });
  return (
    // The heading names the table's scrolling region, the landmark here; a labelled section around it would be a second one.
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4" data-testid="analytics-items">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="analytics-items-title" className="text-base font-bold">
          {t('items.title')}
        </h2>
        <CsvLink locale={locale} query={range} view="items" />
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('items.none')}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="analytics-items-title">
          <table className="w-full min-w-[32rem] text-sm">
            <HeaderRow
              columns={[
                [t('items.item'), 'start'],
                [t('items.language'), 'start'],
                [t('items.views'), 'end'],
                [t('items.reads'), 'end'],
                [t('items.readRate'), 'end'],
              ]}
            />
            <tbody>
              {items.map((item) => (
                <tr key={`${item.id}-${item.locale}`} className="border-b border-border last:border-0">
                  <th scope="row" className="py-1 text-start font-normal">
                    <bdi lang={item.locale} dir={localeInfo[item.locale].dir}>
                      {item.title}
                    </bdi>
                    <span className="block text-xs text-muted">{types(item.type as 'articles')}</span>
                  </th>
                  <td className="py-1 text-start">{languages(item.locale)}</td>
                  <td className="py-1 text-end">{formatNumber(item.views, locale)}</td>
                  <td className="py-1 text-end">{formatNumber(item.reads, locale)}</td>
                  <td className="py-1 text-end">{percent(item.reads, item.views, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Reading analytics over the range in the address: totals, a chart per figure, and where the views went and came from. */
export async function Analytics({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'managerAnalytics' });
  const range = rangeOf(searchParams);
  const report = await analyticsReport(range, locale);
  const figures = ['views', 'visitors', 'reads'] as const;
  const countryNames = new Intl.DisplayNames(intlLocaleTag(locale), { type: 'region' });
  return (
    <>
      <p className="text-sm text-muted">{t('intro')}</p>
      <StatisticsControls from={report.from} to={report.to} bucket={report.bucket} buckets={analyticsBuckets} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <RangeSummary locale={locale} from={report.from} to={report.to} bucket={report.bucket} />
        <CsvLink locale={locale} query={range} view="series" />
      </div>
      <dl className="grid gap-3 sm:grid-cols-3" data-testid="analytics-totals">
        {figures.map((figure) => (
          <div key={figure} className="rounded-xl border border-border bg-surface p-4">
            <dt className="text-sm text-muted">{t(`totals.${figure}`)}</dt>
            <dd className="text-2xl font-bold">{formatNumber(report.totals[figure], locale)}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        {figures.map((figure) => (
          <BarChart
            key={figure}
            locale={locale}
            id={`analytics-${figure}`}
            title={t(`series.${figure}`)}
            total={report.totals[figure]}
            bars={report.series.map((entry) => ({
              label: bucketLabel(entry, report.bucket, report.calendar, locale),
              count: entry[figure],
            }))}
          />
        ))}
      </div>
      <TopItems locale={locale} items={report.items} range={range} />
      <div className="grid gap-4 lg:grid-cols-3">
        <ShareTable
          locale={locale}
          range={range}
          view="languages"
          rows={report.languages.map((row) => ({ key: row.locale, views: row.views }))}
          label={(key) => t(`languages.${key as Locale}`)}
        />
        <ShareTable
          locale={locale}
          range={range}
          view="sources"
          rows={report.sources.map((row) => ({ key: row.source, views: row.views }))}
          label={(key) => t(`sources.${key as AnalyticsSource}`)}
        />
        <ShareTable
          locale={locale}
          range={range}
          view="devices"
          rows={report.devices.map((row) => ({ key: row.device, views: row.views }))}
          label={(key) => t(`devices.${key as DeviceClass}`)}
        />
        {/* Only a site with a GeoIP database records countries; without one the section would only ever be empty. */}
        {report.countries && (
          <ShareTable
            locale={locale}
            range={range}
            view="countries"
            rows={report.countries.map((row) => ({ key: row.country, views: row.views }))}
            label={(key) => countryNames.of(key) ?? key}
            note={t('countries.note')}
          />
        )}
      </div>
    </>
  );
}
