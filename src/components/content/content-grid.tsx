import type { ContentItem } from './types';
import type { Locale } from '@/i18n/locales';
import { contentTypes } from '@/shared/content-types';
import { ContentCard } from './content-card';
import { PostCard } from './post-card';

type Props = {
  items: ContentItem[];
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  columns?: 3 | 4;
  /** The grid opens the page: its first cover is what a phone paints largest, so it loads at once. */
  isAboveFold?: boolean;
};

/** Cards in a responsive grid, or a single-column feed for a type the registry lays out so (posts). */
export function ContentGrid({ items, locale, headingLevel, columns = 3, isAboveFold = false }: Props) {
  const first = items[0];
  if (first && contentTypes[first.type].listLayout === 'feed') {
    return (
      <ol className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        {items.map((item, index) => (
          <li key={item.id}>
            <PostCard item={item} locale={locale} isCoverPriority={isAboveFold && index === 0} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ul className={columns === 4 ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4' : 'card-grid'}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ContentCard item={item} locale={locale} headingLevel={headingLevel} isCoverPriority={isAboveFold && index === 0} />
        </li>
      ))}
    </ul>
  );
}
