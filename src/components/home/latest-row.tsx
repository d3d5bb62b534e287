import { getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/components/content/types';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { ContentCard } from '@/components/content/content-card';
import { SpriteIcon } from '@/components/ui/icon-sprite';
import { surfaceCard } from '@/components/ui/surface';

type Props = { locale: Locale; section: string; title: string; items: ContentItem[]; headingLevel?: 'h2' | 'h3' };

/** One row of the home page: a section's newest (or featured) items and a link to all of them. */
export async function LatestRow({ locale, section, title, items, headingLevel = 'h3' }: Props) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'library' });
  const Heading = headingLevel;
  const id = `home-row-${section}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5" data-testid={id}>
      <div className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2 ${surfaceCard}`}>
        <Heading id={id} className="text-xl font-bold">
          {title}
        </Heading>
        <Link href={`/${section}`} locale={locale} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          {t('viewAll')}
          <SpriteIcon name="arrow-left" className="size-4 ltr:rotate-180" />
        </Link>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} locale={locale} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
