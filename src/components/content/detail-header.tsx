import { UserRound } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { ContentItemDetail } from './types';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { contentTypes } from '@/shared/content-types';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ItemMeta } from './item-meta';
import { listHref } from './list-query';

type Props = { item: ContentItemDetail; locale: Locale; bodyMinutes: number };

/** Where the item sits (under its parents, if any), its categories (the primary one first), title, lead, byline, date and time. */
export async function DetailHeader({ item, locale, bodyMinutes }: Props) {
  const t = await getTranslations({ locale });
  // Every category it is listed under (ADR 0032), the primary first.
  const { categories } = item;
  return (
    <header className="flex flex-col gap-4">
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t(`nav.${item.type}`), path: `/${item.type}` },
          ...[...item.parents, item].map(({ title, slug }) => ({ name: title, path: `/${item.type}/${encodeURIComponent(slug)}` })),
        ]}
      />
      {categories.length > 0 ? (
        <ul aria-label={t('library.categories')} className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <PageLink
                href={listHref(item.type, { page: 1, sort: 'newest', category: category.slug })}
                locale={locale}
                className="inline-block rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold text-primary hover:underline"
              >
                {category.name}
              </PageLink>
            </li>
          ))}
        </ul>
      ) : null}
      <h1 className="text-3xl font-black leading-tight sm:text-4xl">{item.title}</h1>
      {item.excerpt ? <p className="text-lg leading-9 text-muted">{item.excerpt}</p> : null}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <span className="inline-flex items-center gap-1.5 text-sm">
          <UserRound className="size-4 text-muted" aria-hidden="true" />
          <span className="sr-only">{t('library.author')}: </span>
          {item.byline ? <bdi>{item.byline}</bdi> : t('library.editorial')}
        </span>
        <ItemMeta item={item} locale={locale} bodyMinutes={contentTypes[item.type].tracksReading ? bodyMinutes : undefined} />
      </div>
    </header>
  );
}
