import type { ContentItemDetail } from './types';
import type { Locale } from '@/i18n/locales';
import type { AttributesView } from '@/shared/content-types';
import { BookDetails } from './book-details';
import { CoinPanel } from './coin-panel';
import { MetaverseDetails } from './metaverse-details';
import { PodcastSection } from './podcast-section';
import { VideoSection } from './video-section';

type Props = { item: ContentItemDetail; locale: Locale; placement: 'before-body' | 'after-body' };

/**
 * The part of a detail page only one type has. Players and market data come before the body
 * (they are why the reader came); metaverse features and specifications come after it.
 */
export function TypeSection({ item, locale, placement }: Props) {
  if (placement === 'after-body') {
    return item.type === 'metaverses' ? <MetaverseDetails locale={locale} metaverse={item.attributes as AttributesView['metaverses']} /> : null;
  }
  switch (item.type) {
    case 'podcasts':
      return <PodcastSection locale={locale} id={item.id} title={item.title} podcast={item.attributes as AttributesView['podcasts']} />;
    case 'videos':
      return <VideoSection locale={locale} id={item.id} title={item.title} poster={item.cover?.variants.at(-1)?.url} video={item.attributes as AttributesView['videos']} />;
    case 'coins':
      return <CoinPanel locale={locale} title={item.title} coin={item.attributes as AttributesView['coins']} />;
    case 'books':
      return <BookDetails locale={locale} book={item.attributes as AttributesView['books']} />;
    default:
      return null;
  }
}
