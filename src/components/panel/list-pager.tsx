import { Link } from '@/i18n/navigation';
import type { PaginationMeta } from '@/shared/schemas/pagination';

type Props = {
  meta: PaginationMeta;
  /** The address of a page number, keeping the other query parameters. */
  hrefOf: (page: number) => string;
  labels: { previous: string; next: string; page: string; nav: string };
};

/** Previous / next links and "page n of m" under a manager table; nothing when there is one page. */
export function ListPager({ meta, hrefOf, labels }: Props) {
  if (meta.last_page <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-center gap-3 text-sm">
      {meta.current_page > 1 ? (
        <Link href={hrefOf(meta.current_page - 1)} rel="prev" className="rounded-lg px-3 py-2 hover:bg-surface-2">
          {labels.previous}
        </Link>
      ) : null}
      <span className="text-muted">{labels.page}</span>
      {meta.current_page < meta.last_page ? (
        <Link href={hrefOf(meta.current_page + 1)} rel="next" className="rounded-lg px-3 py-2 hover:bg-surface-2">
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
