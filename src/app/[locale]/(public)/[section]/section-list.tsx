import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentGrid } from '@/components/content/content-grid';
import { ListResults } from '@/components/content/list-results';
import { ClientMessages } from '@/components/shell/client-messages';
import { ListFilters } from '@/components/content/list-filters';
import { listHref, type ListState } from '@/components/content/list-query';
import { Pagination } from '@/components/content/pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { surfaceCard, surfaceChip } from '@/components/ui/surface';
import { otherLocale, type Locale } from '@/i18n/locales';
import { buttonVariants } from '@/components/ui/button';
import { PageLink } from '@/components/ui/page-link';
import { listCategories, listContents, listTags } from '@/server/services/content';
import { listContentsForPage } from '@/server/services/content/list-page';
import { publicSections, type PublicSection } from '@/shared/routes';
import { pageMetadata } from '@/server/seo/metadata';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';

/** Cards per page: a full 3-column grid. */
const PER_PAGE = 9;

export function isSection(value: string): value is PublicSection {
  return (publicSections as readonly string[]).includes(value);
}

export async function sectionListMetadata(locale: Locale, section: PublicSection, state: ListState): Promise<Metadata> {
  const [nav, home] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getTranslations({ locale, namespace: 'home' })]);
  return pageMetadata({ locale, path: listHref(section, state), title: nav(section), description: home(section) });
}

type Props = { locale: Locale; section: PublicSection; state: ListState };

/**
 * The other language, when a category's first page is empty in this one and not in that one: a
 * Persian page of a category written only in English says so instead of "nothing yet".
 */
async function categoryLanguageElsewhere(locale: Locale, section: PublicSection, state: ListState): Promise<Locale | null> {
  if (!state.category || state.tag || state.q || state.page > 1) return null;
  const other = otherLocale(locale);
  const { meta } = await listContentsForPage(section, { ...state, per_page: 1 }, other);
  return meta.total > 0 ? other : null;
}

async function CategoryElsewhere({ locale, section, state, language }: Props & { language: Locale }) {
  const t = await getTranslations({ locale, namespace: 'elsewhere' });
  return (
    <EmptyState
      title={t('category', { language })}
      action={
        <PageLink href={listHref(section, { page: 1, sort: state.sort, category: state.category })} locale={language} hrefLang={language} className={buttonVariants({ severity: 'secondary' })}>
          {t('categoryLink', { language })}
        </PageLink>
      }
    />
  );
}

/**
 * A library section's list, filtered and paged as its address says. Without a search it is read
 * through the list cache (a cached page); a search renders per request. No client JavaScript of
 * its own.
 */
export async function SectionList({ locale, section, state }: Props) {
  const query = { ...state, per_page: PER_PAGE };
  const [{ items, meta }, categories, tags, t, nav] = await Promise.all([
    state.q ? listContents(section, query, locale) : listContentsForPage(section, query, locale),
    listCategories(locale),
    listTags(locale),
    getTranslations({ locale, namespace: 'library' }),
    getTranslations({ locale }),
  ]);
  const isFiltered = Boolean(state.q || state.category || state.tag);
  const elsewhere = items.length === 0 ? await categoryLanguageElsewhere(locale, section, state) : null;

  return (
    <div className="flex flex-col gap-8">
      <header className={`flex flex-col gap-2 ${surfaceCard} p-5 sm:p-6`}>
        <h1 className="text-3xl font-black">{nav(`nav.${section}`)}</h1>
        <p className="text-muted">{nav(`home.${section}`)}</p>
      </header>
      <ListFilters locale={locale} section={section} state={state} categories={categories} tags={tags} />
      <p className={`self-start text-sm text-muted ${surfaceChip}`} aria-live="polite" data-testid="list-count">
        {t('listIntro', { count: meta.total })}
      </p>
      {items.length > 0 ? (
        <ClientMessages locale={locale} group="listResults">
          <ListResults skeletonCount={Math.min(items.length, PER_PAGE)}>
            <ContentGrid items={items} locale={locale} isAboveFold />
          </ListResults>
        </ClientMessages>
      ) : elsewhere ? (
        <CategoryElsewhere locale={locale} section={section} state={state} language={elsewhere} />
      ) : isFiltered || state.page > 1 ? (
        <EmptyState title={t('noResults')} description={t('noResultsHint')} />
      ) : (
        <EmptyState title={nav(`empty.${section}`)} description={nav('empty.comeBack')} />
      )}
      <Pagination locale={locale} section={section} state={state} lastPage={meta.last_page} />
      <NewsletterSignup locale={locale} />
    </div>
  );
}
