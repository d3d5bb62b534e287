import { getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/components/content/types';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { ContentCard } from '@/components/content/content-card';
import { SpriteIcon } from '@/components/ui/icon-sprite';

type Props = { locale: Locale; section: string; title: string; items: ContentItem[]; headingLevel?: 'h2' | 'h3' };

/** One row of the home page: a section's newest (or featured) items and a link to all of them. */
export async function LatestRow({ locale, section, title, items, headingLevel = 'h3' }: Props) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'library' });
  const Heading = headingLevel;
  const id = `home-row-${section}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5" data-testid={id}>
      <div className="row-heading">
        <Heading id={id} className="text-xl font-bold">
          {title}
        </Heading>
        <PageLink href={`/${section}`} locale={locale} className="more-link">
          {t('viewAll')}
          <SpriteIcon name="arrow-left" className="size-4 ltr:rotate-180" />
        </PageLink>
      </div>
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} locale={locale} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
