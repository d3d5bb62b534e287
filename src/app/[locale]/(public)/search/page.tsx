import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { firstParam } from '@/components/content/list-query';
import { SearchForm } from '@/components/content/search-form';
import { SearchResults } from '@/components/content/search-results';
import { EmptyState } from '@/components/ui/empty-state';
import { routeLocale } from '@/i18n/route-locale';
import { search } from '@/server/services/content';
import { searchQuery } from '@/shared/schemas/content';

/**
 * Results depend on `?q=`: without this the route would inherit the locale layout's static
 * params and fail at the first search (Next would treat reading searchParams as an error).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  // Result pages are endless and thin: keep them out of search engines, follow their links.
  return { title: t('search'), robots: { index: false, follow: true } };
}

/** `/{locale}/search?q=`: one search over every type, grouped by type. Per request by nature. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const parsed = searchQuery.safeParse({ q: firstParam((await searchParams).q) });
  const q = parsed.success ? parsed.data.q : '';
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'library' }), q ? search(q, locale, { limit: 60 }) : []]);

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
