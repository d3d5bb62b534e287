import { Search } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { Term } from './types';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ListState } from './list-query';

type Props = { locale: Locale; section: string; state: ListState; categories: Term[]; tags: Term[] };

/** Categories and tags are chosen by slug: the address of a filtered list reads as words. */
const termOptions = (terms: Term[]) => terms.map((term) => ({ value: term.slug, label: term.name }));

/**
 * Search, category, tag and sort as one plain GET form: it works without JavaScript, and the
 * address it produces is the list's own, so a filtered list can be shared and bookmarked.
 */
export async function ListFilters({ locale, section, state, categories, tags }: Props) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const isFiltered = Boolean(state.q || state.category || state.tag || state.sort !== 'newest');
  return (
    <form
      method="get"
      action={`/${locale}/${section}`}
      role="search"
      aria-label={t('filters')}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('searchLabel')}
        <Input type="search" name="q" defaultValue={state.q ?? ''} placeholder={t('searchPlaceholder')} maxLength={200} compact onSurface className="w-full" dir="auto" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('category')}
        <Select name="category" defaultValue={state.category ?? ''} compact onSurface className="w-full" options={[{ value: '', label: t('allCategories') }, ...termOptions(categories)]} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('tag')}
        <Select name="tag" defaultValue={state.tag ?? ''} compact onSurface className="w-full" options={[{ value: '', label: t('allTags') }, ...termOptions(tags)]} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('sort')}
        <Select name="sort" defaultValue={state.sort} compact onSurface className="w-full">
          <option value="newest">{t('sortNewest')}</option>
          <option value="most_liked">{t('sortMostLiked')}</option>
        </Select>
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonVariants({ className: 'w-full lg:w-auto' })}>
          <Search className="size-4" aria-hidden="true" />
          {t('apply')}
        </button>
        {isFiltered ? (
          <PageLink href={`/${section}`} locale={locale} className={buttonVariants({ severity: 'ghost' })}>
            {t('clearFilters')}
          </PageLink>
        ) : null}
      </div>
    </form>
  );
}
