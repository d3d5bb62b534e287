import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { PaginationMeta } from '@/shared/schemas/pagination';

/** Previous / next links that keep the list's filters (`query`), so paging works without JavaScript. */
export function ListPager({ base, query, meta }: { base: string; query: Record<string, string | undefined>; meta: PaginationMeta }) {
  const common = useTranslations('common');
  if (meta.last_page <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(Object.entries({ ...query, page: String(page) }).filter((entry): entry is [string, string] => Boolean(entry[1])));
    return `${base}?${params.toString()}`;
  };
  return (
    <nav aria-label={common('page', { page: meta.current_page, pages: meta.last_page })} className="flex items-center justify-center gap-3 text-sm">
      {meta.current_page > 1 ? (
        <Link href={href(meta.current_page - 1)} rel="prev" className="rounded-lg px-3 py-2 hover:bg-surface-2">
          {common('previous')}
        </Link>
      ) : null}
      <span className="text-muted">{common('page', { page: meta.current_page, pages: meta.last_page })}</span>
      {meta.current_page < meta.last_page ? (
        <Link href={href(meta.current_page + 1)} rel="next" className="rounded-lg px-3 py-2 hover:bg-surface-2">
          {common('next')}
        </Link>
      ) : null}
    </nav>
  );
}
