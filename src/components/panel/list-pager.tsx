import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';
import type { PaginationMeta } from '@/shared/schemas/pagination';

type Props = {
  /** The list's address: `/manager/panel/comments`. */
  base: string;
  /** The list's filters, kept on every page link (empty values are left out). */
  query: Record<string, string | undefined>;
  meta: PaginationMeta;
};

/** Previous / next links and "page n of m" under a panel list; plain links, so paging works without JavaScript. */
export function ListPager({ base, query, meta }: Props) {
  const common = useTranslations('common');
  const locale = useLocale() as Locale;
  if (meta.last_page <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(Object.entries({ ...query, page: String(page) }).filter((entry): entry is [string, string] => Boolean(entry[1])));
    return `${base}?${params.toString()}`;
  };
  const position = common('page', { page: formatNumber(meta.current_page, locale), pages: formatNumber(meta.last_page, locale) });
  const link = 'rounded-lg border border-border px-3 py-1.5 text-sm hover:bg-surface-2';
  return (
    <nav aria-label={position} className="flex items-center justify-center gap-3 text-sm">
      {meta.current_page > 1 ? (
        <Link href={href(meta.current_page - 1)} rel="prev" className={link}>
          {common('previous')}
        </Link>
      ) : null}
      <span className="text-muted">{position}</span>
      {meta.current_page < meta.last_page ? (
        <Link href={href(meta.current_page + 1)} rel="next" className={link}>
          {common('next')}
        </Link>
      ) : null}
    </nav>
  );
}
