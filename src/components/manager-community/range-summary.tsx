import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/shared/dates';
import type { AnalyticsBucket } from '@/shared/schemas/analytics';

/** «From … to …, by week»: what the charts below show, announced when the range changes. */
export async function RangeSummary({
  locale,
  from,
  to,
  bucket,
}: {
  locale: Locale;
  from: string;
  to: string;
  bucket: AnalyticsBucket;
}) {
  const t = await getTranslations({ locale, namespace: 'managerStatistics' });
  return (
    <p className="text-sm text-muted" role="status">
      {t('showing', { from: formatDate(from, locale), to: formatDate(to, locale), bucket: t(`buckets.${bucket}`) })}
    </p>
  );
}
