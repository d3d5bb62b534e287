'use client';

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { localeInfo, type Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';

export type ChartBar = { label: string; count: number };
type Props = { locale: Locale; bars: ChartBar[]; summary: string };

// Muted text on the surface is AA in both themes (globals.css); the bars take the primary colour,
// so light and dark come from the same variables the rest of the panel reads.
const TICK = { fill: 'var(--muted)', fontSize: 12 };

/** The box that names a bar under the pointer or the arrow keys, in the reader's direction. */
function BarTip({ active, payload, locale }: TooltipContentProps & { locale: Locale }) {
  const bar = payload?.[0]?.payload as ChartBar | undefined;
  if (!active || !bar) return null;
  return (
    <div dir={localeInfo[locale].dir} className="rounded-md border border-border bg-surface px-2 py-1 text-sm text-fg shadow">
      {bar.label}: <strong>{formatNumber(bar.count, locale)}</strong>
    </div>
  );
}

/**
 * One series drawn by the chart library. In Persian time runs from right to left, as the reader
 * reads, with the count scale on the right; the labels arrive already in the reader's calendar and
 * digits (src/shared/statistics.ts), and the scale goes through the one number formatter. The
 * drawing is focusable and the arrow keys step through the bars (the library's keyboard layer);
 * the table beside it holds the same numbers for screen readers.
 */
export function BarChartPlot({ locale, bars, summary }: Props) {
  const isRtl = localeInfo[locale].dir === 'rtl';
  return (
    // The drawing's geometry is absolute: the page's direction must not flip the tooltip's offsets.
    <div dir="ltr" className="h-56 w-full">
      <BarChart
        responsive
        style={{ width: '100%', height: '100%' }}
        data={bars}
        margin={{ top: 8, right: 4, bottom: 4, left: 4 }}
        aria-label={summary}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="4 4" />
        <XAxis
          dataKey="label"
          reversed={isRtl}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          orientation={isRtl ? 'right' : 'left'}
          allowDecimals={false}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width="auto"
          tickFormatter={(value: number) => formatNumber(value, locale)}
        />
        <Tooltip
          cursor={{ fill: 'color-mix(in srgb, var(--primary) 12%, transparent)' }}
          content={(props) => <BarTip {...props} locale={locale} />}
        />
        <Bar dataKey="count" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
