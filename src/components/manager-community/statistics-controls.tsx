'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DatePicker } from '@/components/ui/date-picker';
import type { DateRangeValue } from '@/components/ui/date-picker-logic';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import type { AnalyticsBucket } from '@/shared/schemas/analytics';
import { statisticsBuckets } from '@/shared/schemas/community';
import { withParams } from './list-query';

type Props = { from: string; to: string; bucket: AnalyticsBucket; buckets?: readonly AnalyticsBucket[] };

/** The range (date picker, Jalali in fa) and the bucket switch (week / month, or `buckets`); both live in the address. */
export function StatisticsControls({ from, to, bucket, buckets = statisticsBuckets }: Props) {
  const t = useTranslations('managerStatistics');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const go = (changes: { from?: string; to?: string; bucket?: AnalyticsBucket }) =>
    router.push(`${pathname}${withParams({ from, to, bucket }, changes)}`);

  return (
    <div className="flex flex-wrap items-end gap-4 rounded-xl border border-border bg-surface p-3">
      <DatePicker
        id="statistics-range"
        label={t('range')}
        locale={locale}
        mode="range"
        value={{ from, to }}
        onChange={(value: DateRangeValue | null) => (value ? go({ from: value.from, to: value.to }) : undefined)}
        className="min-w-64"
      />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('bucket')}</legend>
        <div className="inline-flex rounded-lg border border-border p-0.5">
          {buckets.map((option) => (
            <label
              key={option}
              className={cn(
                'flex h-9 cursor-pointer items-center rounded-md px-4 text-sm hover:bg-surface-2',
                'has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
              )}
            >
              <input
                type="radio"
                name="bucket"
                value={option}
                checked={bucket === option}
                onChange={() => go({ bucket: option })}
                className="sr-only"
              />
              {t(`buckets.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
