import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { BarChartPlot, type ChartBar as Bar } from '@/components/manager-community/bar-chart-plot';
import { formatNumber } from '@/shared/format/number';

type Props = { locale: Locale; id: string; title: string; total: number; bars: Bar[] };

/**
 * One statistics or analytics series: its title and total, the drawing (a client island, so the
 * chart library loads on these manager screens and nowhere else), and the same numbers as a table
 * for screen readers and for whoever wants the figures. The drawing is labelled with a one-line
 * summary of what it shows.
 */
export async function BarChart({ locale, id, title, total, bars }: Props) {
  const t = await getTranslations({ locale, namespace: 'managerStatistics' });
  const peak = bars.reduce<Bar | null>((best, bar) => (!best || bar.count > best.count ? bar : best), null);
  const summary = t('chartSummary', {
    title,
    total: formatNumber(total, locale),
    buckets: formatNumber(bars.length, locale),
    peak: peak && peak.count > 0 ? peak.label : '—',
    peakCount: formatNumber(peak?.count ?? 0, locale),
  });
  const n = (value: number) => formatNumber(value, locale);

  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4" aria-labelledby={`${id}-title`} data-testid={`chart-${id}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-bold">
          {title}
        </h2>
        <span className="text-sm text-muted">{t('total', { total: n(total) })}</span>
      </div>
      <BarChartPlot locale={locale} bars={bars} summary={summary} />
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">{t('showTable')}</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 text-start font-semibold">{t('period')}</th>
              <th scope="col" className="py-1 text-end font-semibold">{t('count')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, index) => (
              <tr key={`${bar.label}-${index}`} className="border-b border-border last:border-0">
                <th scope="row" className="py-1 text-start font-normal">{bar.label}</th>
                <td className="py-1 text-end">{n(bar.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
