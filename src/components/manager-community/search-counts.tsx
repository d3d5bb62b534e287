import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { SearchCountsView } from '@/shared/schemas/community';
import { formatNumber } from '@/shared/format/number';

type Counted = SearchCountsView[number]['top'];

/** One list of queries with their counts, or a line saying there were none. */
async function QueryTable({
  locale,
  queryLocale,
  heading,
  caption,
  rows,
  testId,
}: {
  locale: Locale;
  queryLocale: Locale;
  heading: string;
  caption: string;
  rows: Counted;
  testId: string;
}) {
  const t = await getTranslations({ locale, namespace: 'managerStatistics.searches' });
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <h4 className="text-sm font-semibold">{heading}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('none')}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 text-start font-semibold">
                {t('query')}
              </th>
              <th scope="col" className="py-1 text-end font-semibold">
                {t('count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query} className="border-b border-border last:border-0">
                <th scope="row" className="py-1 text-start font-normal">
                  <bdi lang={queryLocale} dir={localeInfo[queryLocale].dir}>
                    {row.query}
                  </bdi>
                </th>
                <td className="py-1 text-end">{formatNumber(row.count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** What readers searched for over the range, per language: the most searched queries and those that found nothing. */
export async function SearchCounts({ locale, searches }: { locale: Locale; searches: SearchCountsView }) {
  const t = await getTranslations({ locale, namespace: 'managerStatistics.searches' });
  return (
    <section aria-labelledby="search-counts-title" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id="search-counts-title" className="text-base font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {searches.map((list) => (
          <section key={list.locale} aria-labelledby={`search-counts-${list.locale}`} className="flex flex-col gap-4">
            <h3 id={`search-counts-${list.locale}`} className="font-bold">
              {t(`language.${list.locale}`)}
            </h3>
            {(['top', 'empty'] as const).map((kind) => (
              <QueryTable
                key={kind}
                locale={locale}
                queryLocale={list.locale}
                heading={t(`${kind}Short`)}
                caption={t(kind, { language: t(`language.${list.locale}`) })}
                rows={list[kind]}
                testId={`search-${kind}-${list.locale}`}
              />
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
