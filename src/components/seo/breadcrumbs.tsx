import { ChevronRight } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import { surfaceChip } from '@/components/ui/surface';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { localizedUrl } from '@/server/seo/metadata';
import { breadcrumbJsonLd } from '@/shared/seo/json-ld';
import { JsonLd } from './json-ld';

export type Crumb = { name: string; /** Path after the locale (`/metaverses`); the last crumb is the current page. */ path: string };

/** A visible trail from home to the page, and the same trail as BreadcrumbList JSON-LD. */
export async function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'seo' });
  const trail = [{ name: t('home'), path: '' }, ...items];
  return (
    <>
      <nav aria-label={t('breadcrumbs')} className={`w-fit max-w-full text-sm text-muted ${surfaceChip}`}>
        <ol className="flex flex-wrap items-center gap-1.5">
          {trail.map((crumb, index) => {
            const isLast = index === trail.length - 1;
            return (
              <li key={crumb.path} className="flex min-w-0 items-center gap-1.5">
                {isLast ? (
                  <span aria-current="page" className="block max-w-[40ch] truncate text-fg">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <PageLink href={crumb.path || '/'} className="hover:text-primary">
                      {crumb.name}
                    </PageLink>
                    <ChevronRight aria-hidden className="size-3.5 rtl:rotate-180" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail.map((crumb) => ({ name: crumb.name, url: localizedUrl(locale, crumb.path) })))} />
    </>
  );
}
