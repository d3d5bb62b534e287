import { ChevronLeft } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

type Crumb = { href?: string; label: string };

/** Home › Section › Item: where the page sits, each step a link except the current one. */
export async function Breadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'library' });
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {crumbs.map((crumb, index) => (
          <Fragment key={index}>
            {index > 0 ? <ChevronLeft className="size-4 ltr:rotate-180" aria-hidden="true" /> : null}
            <li className="max-w-[40ch] truncate">
              {crumb.href ? (
                <Link href={crumb.href} locale={locale} className="hover:text-fg hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page">{crumb.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
