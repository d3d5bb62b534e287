import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { firstParam } from '@/components/content/list-query';
import { SearchForm } from '@/components/content/search-form';
import { SearchResults } from '@/components/content/search-results';
import { EmptyState } from '@/components/ui/empty-state';
import { surfaceCard, surfaceChip } from '@/components/ui/surface';
import { PageLink } from '@/components/ui/page-link';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { search, searchAndCount, spellingSuggestion } from '@/server/services/content';
import { searchQuery } from '@/shared/schemas/content';

// Fewer results than a screenful and the library's closest spelling of the query is offered too:
// a misspelt word still finds the titles close to it, so «nothing found» is too late a sign.
const FEW_RESULTS = 10;

/**
 * The search form and the results for the query in the address, grouped by type. A query that
 * finds nothing in this language but something in the other (a Persian word on /en) offers the
 * same search there; one that finds little offers the closest spelling the library holds.
 */
export async function SearchScreen({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const parsed = searchQuery.safeParse({ q: firstParam((await searchParams).q) });
  const q = parsed.success ? parsed.data.q : '';
  const [t, items] = await Promise.all([
    getTranslations({ locale, namespace: 'library' }),
    q ? searchAndCount(q, locale, { limit: 60, userAgent: (await headers()).get('user-agent') }) : [],
  ]);
  const otherLocale = locales.find((code) => code !== locale)!;
  const [inOther, didYouMean] = await Promise.all([
    q && items.length === 0 ? search(q, otherLocale, { limit: 60 }).then((found) => found.length) : 0,
    q && items.length < FEW_RESULTS ? spellingSuggestion(q, locale) : null,
  ]);

  return (
    <div className="flex flex-col gap-8">
      <header className={`flex flex-col gap-4 ${surfaceCard} p-5 sm:p-6`}>
        <h1 className="text-3xl font-black">{t('searchTitle')}</h1>
        <p className="text-muted">{t('searchIntro')}</p>
        <SearchForm locale={locale} q={q} />
        {didYouMean ? (
          <p data-testid="search-did-you-mean">
            {t.rich('searchDidYouMean', {
              suggestion: didYouMean,
              bdi: (chunks) => <bdi>{chunks}</bdi>,
              link: (chunks) => (
                <PageLink href={`/search?q=${encodeURIComponent(didYouMean)}`} locale={locale} className="font-semibold text-primary hover:underline">
                  {chunks}
                </PageLink>
              ),
            })}
          </p>
        ) : null}
      </header>
      {!q ? (
        <EmptyState title={t('searchEmpty')} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('searchNothing')}
          description={inOther > 0 ? t('searchInOther', { count: inOther, q }) : t('searchNothingHint')}
          action={
            inOther > 0 ? (
              <PageLink
                href={`/search?q=${encodeURIComponent(q)}`}
                locale={otherLocale}
                hrefLang={localeInfo[otherLocale].tag}
                className="font-semibold text-primary hover:underline"
                data-testid="search-other-language"
              >
                {t('searchInOtherLink')}
              </PageLink>
            ) : null
          }
        />
      ) : (
        <>
          <p className={`self-start text-muted ${surfaceChip}`} aria-live="polite" data-testid="search-count">
            {t('searchResultsFor')} «<bdi>{q}</bdi>»: {t('searchCount', { count: items.length })}
          </p>
          <SearchResults locale={locale} q={q} items={items} />
        </>
      )}
    </div>
  );
}
