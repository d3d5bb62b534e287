import { ChevronLeft, ChevronRight } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';
import { cn } from '@/lib/cn';
import { surfaceChip } from '@/components/ui/surface';
import { listHref, type ListState } from './list-query';

type Props = { locale: Locale; section: string; state: ListState; lastPage: number };

/** Pages one to last, with the current page's neighbours and the ends: 1 … 4 5 6 … 12. */
function visiblePages(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? ['gap' as const, page] : [page]));
}

// On the surface colour, not the particle field: the numbers are read as text.
const item = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-border bg-surface px-3 text-sm';

/** Real links (`…/page/2`), so paging works without JavaScript and search engines follow it. */
export async function Pagination({ locale, section, state, lastPage }: Props) {
  if (lastPage <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'library' });
  const current = state.page;
  return (
    <nav aria-label={t('pagination')} className="flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <PageLink href={listHref(section, state, { page: current - 1 })} locale={locale} rel="prev" className={cn(item, 'hover:bg-surface-2')}>
              <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('previousPage')}
            </PageLink>
          </li>
        ) : null}
        {visiblePages(current, lastPage).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <PageLink
                href={listHref(section, state, { page })}
                locale={locale}
                aria-label={t('goToPage', { page: formatNumber(page, locale) })}
                aria-current={page === current ? 'page' : undefined}
                className={cn(item, page === current ? 'border-primary bg-primary text-primary-fg' : 'hover:bg-surface-2')}
              >
                {formatNumber(page, locale)}
              </PageLink>
            </li>
          ),
        )}
        {current < lastPage ? (
          <li>
            <PageLink href={listHref(section, state, { page: current + 1 })} locale={locale} rel="next" className={cn(item, 'hover:bg-surface-2')}>
              {t('nextPage')}
              <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </PageLink>
          </li>
        ) : null}
      </ul>
      <p className={`text-sm text-muted ${surfaceChip}`}>{t('pageOf', { page: formatNumber(current, locale), total: formatNumber(lastPage, locale) })}</p>
    </nav>
  );
}
