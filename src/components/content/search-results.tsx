import { getTranslations } from 'next-intl/server';
import type { ContentItem } from './types';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';
import { publicSections } from '@/shared/routes';
import { ContentGrid } from './content-grid';
import { SpriteIcon } from '@/components/ui/icon-sprite';
import { surfaceCard } from '@/components/ui/surface';

/**
 * Search hits grouped by type, each group linking to its full list. The groups come in the order
 * of their best hit (the results arrive ranked), so a search for «Decentraland» opens on the
 * metaverse of that name, not on an article whose title only looks like it.
 */
export async function SearchResults({ locale, q, items }: { locale: Locale; q: string; items: ContentItem[] }) {
  const t = await getTranslations({ locale });
  const groups = publicSections
    .map((section) => ({ section, items: items.filter((item) => item.type === section) }))
    .filter((group) => group.items.length > 0)
    .sort((first, second) => items.indexOf(first.items[0]!) - items.indexOf(second.items[0]!));
  return (
    <div className="flex flex-col gap-12">
      {groups.map(({ section, items: hits }) => (
        <section key={section} aria-labelledby={`results-${section}`} className="flex flex-col gap-5" data-testid={`results-${section}`}>
          <div className={`flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-2 ${surfaceCard}`}>
            <h2 id={`results-${section}`} className="text-2xl font-bold">
              {t(`nav.${section}`)} <span className="text-base font-normal text-muted">({formatNumber(hits.length, locale)})</span>
            </h2>
            <PageLink href={`/${section}?q=${encodeURIComponent(q)}`} locale={locale} className="more-link">
              {t('library.seeAllIn', { section: t(`nav.${section}`) })}
              <SpriteIcon name="arrow-left" className="size-4 ltr:rotate-180" />
            </PageLink>
          </div>
          <ContentGrid items={hits} locale={locale} headingLevel="h3" />
        </section>
      ))}
    </div>
  );
}
