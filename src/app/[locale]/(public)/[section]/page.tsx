import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContentGrid } from '@/components/content/content-grid';
import { ListResults } from '@/components/content/list-results';
import { ListFilters } from '@/components/content/list-filters';
import { firstParam, type ListState } from '@/components/content/list-query';
import { Pagination } from '@/components/content/pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { routeLocale } from '@/i18n/route-locale';
import { listCategories, listContents, listTags } from '@/server/services/content';
import { publicSections, type PublicSection } from '@/shared/routes';
import { listContentsQuery } from '@/shared/schemas/content';
import { pageMetadata } from '@/shared/seo/metadata';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string; section: string }>; searchParams: Promise<SearchParams> };

/** Filters and pages come from `?…`, so a list renders per request (see search/page.tsx). */
export const dynamic = 'force-dynamic';

/** Cards per page: a full 3-column grid. */
const PER_PAGE = 9;

function isSection(value: string): value is PublicSection {
  return (publicSections as readonly string[]).includes(value);
}

/** The URL's filters, or the defaults when they are malformed (a hand-edited `?page=abc`). */
function listStateOf(searchParams: SearchParams): ListState {
  const raw = Object.fromEntries(['page', 'category', 'tag', 'q', 'sort'].map((key) => [key, firstParam(searchParams[key]) || undefined]));
  const parsed = listContentsQuery.safeParse({ ...raw, per_page: PER_PAGE });
  return parsed.success ? parsed.data : { page: 1, sort: 'newest' };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { section } = await params;
  if (!isSection(section)) return {};
  const [nav, home] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getTranslations({ locale, namespace: 'home' })]);
  return pageMetadata({ locale, path: `/${section}`, title: nav(section), description: home(section) });
}

/**
 * A library section's list: server-rendered, filtered and paged through its address. It reads
 * the search params, so it renders per request; it stays light (no client JavaScript of its own).
 */
export default async function SectionPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { section } = await params;
  if (!isSection(section)) notFound();
  const state = listStateOf(await searchParams);
  const [{ items, meta }, categories, tags, t, nav] = await Promise.all([
    listContents(section, { ...state, per_page: PER_PAGE }, locale),
    listCategories(locale),
    listTags(locale),
    getTranslations({ locale, namespace: 'library' }),
    getTranslations({ locale }),
  ]);
  const isFiltered = Boolean(state.q || state.category || state.tag);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{nav(`nav.${section}`)}</h1>
        <p className="text-muted">{nav(`home.${section}`)}</p>
      </header>
      <ListFilters locale={locale} section={section} state={state} categories={categories} tags={tags} />
      <p className="text-sm text-muted" aria-live="polite" data-testid="list-count">
        {t('listIntro', { count: meta.total })}
      </p>
      {items.length > 0 ? (
        <ListResults skeletonCount={Math.min(items.length, PER_PAGE)}>
          <ContentGrid items={items} locale={locale} />
        </ListResults>
      ) : isFiltered || state.page > 1 ? (
        <EmptyState title={t('noResults')} description={t('noResultsHint')} />
      ) : (
        <EmptyState title={nav(`empty.${section}`)} description={nav('empty.comeBack')} />
      )}
      <Pagination locale={locale} section={section} state={state} lastPage={meta.last_page} />
    </div>
  );
}
