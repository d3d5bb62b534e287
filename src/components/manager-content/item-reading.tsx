import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { ItemReading } from '@/server/services/analytics/report';
import { formatNumber } from '@/shared/format/number';

/** How an item was read over the last thirty days, per language, beside its editor (analytics.view). */
export async function ItemReadingPanel({ locale, reading }: { locale: Locale; reading: ItemReading }) {
  const t = await getTranslations({ locale, namespace: 'managerAnalytics' });
  return (
    <section
      aria-labelledby="item-reading-heading"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
      data-testid="item-reading"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="item-reading-heading" className="text-base font-bold">
          {t('item.title')}
        </h2>
        <Link
          href={`/manager/panel/analytics?from=${reading.from}&to=${reading.to}`}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          {t('item.all')}
        </Link>
      </div>
      {reading.languages.length === 0 ? (
        <p className="text-sm text-muted">{t('item.none')}</p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          {reading.languages.map((row) => (
            <div key={row.locale} className="rounded-xl border border-border p-3">
              <dt className="text-sm font-semibold">{t(`languages.${row.locale}`)}</dt>
              <dd className="text-sm text-muted">
                {t('item.figures', {
                  views: row.views,
                  reads: row.reads,
                  rate: formatNumber(row.views === 0 ? 0 : row.reads / row.views, locale, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  }),
                })}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
