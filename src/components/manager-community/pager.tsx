import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/dates';
import type { PaginationMeta } from '@/shared/schemas/pagination';
import { withParams } from './list-query';

type Props = { locale: Locale; path: string; meta: PaginationMeta; params: Record<string, string> };

/** Previous / next links of a manager list, keeping its filters. */
export async function Pager({ locale, path, meta, params }: Props) {
  if (meta.last_page <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'managerComments' });
  const link = 'rounded-lg border border-border px-3 py-1.5 text-sm hover:bg-surface-2';
  return (
    <nav aria-label={t('pagination')} className="flex items-center justify-center gap-3">
      {meta.current_page > 1 ? (
        <Link href={`${path}${withParams(params, { page: String(meta.current_page - 1) })}`} className={link} rel="prev">
          {t('previous')}
        </Link>
      ) : null}
      <span className="text-sm text-muted">
        {t('pageOf', { page: formatNumber(meta.current_page, locale), pages: formatNumber(meta.last_page, locale) })}
      </span>
      {meta.current_page < meta.last_page ? (
        <Link href={`${path}${withParams(params, { page: String(meta.current_page + 1) })}`} className={link} rel="next">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
