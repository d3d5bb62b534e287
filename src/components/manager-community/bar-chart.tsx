import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';

type Bar = { label: string; count: number };
type Props = { locale: Locale; id: string; title: string; total: number; bars: Bar[] };

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, bottom: 8, side: 4 };

/**
 * One statistics series as an inline SVG bar chart (no chart library). Like the price chart, time
 * runs left to right in both languages. The picture is labelled with a one-line summary for screen
 * readers, every bar names its bucket and count on hover, and the same numbers are a table below.
 */
export async function BarChart({ locale, id, title, total, bars }: Props) {
  const t = await getTranslations({ locale, namespace: 'managerStatistics' });
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const peak = bars.reduce<Bar | null>((best, bar) => (!best || bar.count > best.count ? bar : best), null);
  const slot = (WIDTH - PAD.side * 2) / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - PAD.top - PAD.bottom;
  const summary = t('chartSummary', {
    title,
    total: formatNumber(total, locale),
    buckets: formatNumber(bars.length, locale),
    peak: peak && peak.count > 0 ? peak.label : '—',
    peakCount: formatNumber(peak?.count ?? 0, locale),
  });
  // Only a few axis labels fit: the first, the middle and the last bucket.
  const labelled = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1]);
  const n = (value: number) => formatNumber(value, locale);

  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4" aria-labelledby={`${id}-title`} data-testid={`chart-${id}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-bold">
          {title}
        </h2>
        <span className="text-sm text-muted">{t('total', { total: n(total) })}</span>
      </div>
      <div dir="ltr">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="w-full text-primary">
          <line x1={PAD.side} x2={WIDTH - PAD.side} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="var(--border)" />
          <line x1={PAD.side} x2={WIDTH - PAD.side} y1={PAD.top} y2={PAD.top} stroke="var(--border)" strokeDasharray="4 4" />
          {bars.map((bar, index) => {
            const height = (bar.count / max) * plot;
            return (
              <rect
                key={`${bar.label}-${index}`}
                x={PAD.side + index * slot + (slot - barWidth) / 2}
                y={HEIGHT - PAD.bottom - height}
                width={barWidth}
                height={Math.max(height, bar.count > 0 ? 1 : 0)}
                rx={Math.min(3, barWidth / 3)}
                fill="currentColor"
              >
                <title>{`${bar.label}: ${n(bar.count)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="flex justify-between gap-2 text-xs text-muted" aria-hidden="true">
          {bars.map((bar, index) => (labelled.has(index) ? <span key={index}>{bar.label}</span> : null))}
        </div>
        <p className="sr-only">{t('max', { max: n(max) })}</p>
      </div>
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
