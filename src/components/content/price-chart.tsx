import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/shared/dates';
import { formatMoney, formatNumber } from '@/shared/format/number';

type Point = { date: string; price_usd: number };
type Props = { locale: Locale; points: Point[]; label: string; summary: string };

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, bottom: 28, side: 8 };

/**
 * A price-history line drawn as inline SVG: no chart library to download, crisp at any size,
 * themed by CSS colours. Time runs in the Latin reading direction in both languages, as on every market chart,
 * so the drawing is pinned to ltr; the caption describes it for screen readers.
 */
export function PriceChart({ locale, points, label, summary }: Props) {
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  if (sorted.length < 2) return null;
  const prices = sorted.map((point) => point.price_usd);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  const x = (index: number) => PAD.side + (index / (sorted.length - 1)) * (WIDTH - PAD.side * 2);
  const y = (price: number) => PAD.top + (1 - (price - min) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const line = sorted.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.price_usd).toFixed(1)}`).join(' ');
  const area = `${line} L${x(sorted.length - 1).toFixed(1)},${HEIGHT - PAD.bottom} L${x(0).toFixed(1)},${HEIGHT - PAD.bottom} Z`;
  const isUp = prices.at(-1)! >= prices[0]!;
  const money = (value: number) => formatMoney(value, locale, { maximumFractionDigits: value < 10 ? 4 : 0 });
  const first = sorted[0]!;
  const last = sorted.at(-1)!;

  return (
    <figure className="flex flex-col gap-2">
      <div dir="ltr" className="relative">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className={isUp ? 'w-full text-success' : 'w-full text-danger'} data-testid="price-chart">
          <line x1={PAD.side} x2={WIDTH - PAD.side} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="var(--border)" />
          <line x1={PAD.side} x2={WIDTH - PAD.side} y1={PAD.top} y2={PAD.top} stroke="var(--border)" strokeDasharray="4 4" />
          <path d={area} fill="currentColor" fillOpacity={0.12} />
          <path d={line} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
          <circle cx={x(sorted.length - 1)} cy={y(last.price_usd)} r={4} fill="currentColor" />
        </svg>
        <div className="flex justify-between text-xs text-muted">
          <time dateTime={first.date}>{formatDate(first.date, locale, 'short')}</time>
          {/* A phrase in the page's language inside the left-to-right chart: «۶۰٬۶۵۲ دلار – ۶۹٬۳۹۵ دلار». */}
          <bdi dir={locale === 'fa' ? 'rtl' : 'ltr'}>
            {money(min)} – {money(max)}
          </bdi>
          <time dateTime={last.date}>{formatDate(last.date, locale, 'short')}</time>
        </div>
      </div>
      <figcaption className="text-sm text-muted">{summary}</figcaption>
    </figure>
  );
}

/** The figures a caption needs, formatted for the page's language. */
export function chartFacts(locale: Locale, points: Point[]) {
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const prices = sorted.map((point) => point.price_usd);
  const money = (value: number) => formatNumber(value, locale, { maximumFractionDigits: value < 10 ? 4 : 0 });
  return {
    from: sorted[0] ? formatDate(sorted[0].date, locale) : '',
    to: sorted.at(-1) ? formatDate(sorted.at(-1)!.date, locale) : '',
    min: prices.length ? money(Math.min(...prices)) : '',
    max: prices.length ? money(Math.max(...prices)) : '',
  };
}
