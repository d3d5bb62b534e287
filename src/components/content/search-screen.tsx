import { getTranslations } from 'next-intl/server';
import { firstParam } from '@/components/content/list-query';
import { SearchForm } from '@/components/content/search-form';
import { SearchResults } from '@/components/content/search-results';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/locales';
import { search } from '@/server/services/content';
import { searchQuery } from '@/shared/schemas/content';

/** The search form and the results for the query in the address, grouped by type. */
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
    q ? search(q, locale, { limit: 60 }) : [],
  ]);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-black">{t('searchTitle')}</h1>
        <p className="text-muted">{t('searchIntro')}</p>
        <SearchForm locale={locale} q={q} />
      </header>
      {!q ? (
        <EmptyState title={t('searchEmpty')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('searchNothing')} description={t('searchNothingHint')} />
      ) : (
        <>
          <p className="text-muted" aria-live="polite" data-testid="search-count">
            {t('searchResultsFor')} «<bdi>{q}</bdi>»: {t('searchCount', { count: items.length })}
          </p>
          <SearchResults locale={locale} q={q} items={items} />
        </>
      )}
    </div>
  );
}
