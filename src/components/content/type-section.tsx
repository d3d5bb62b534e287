import type { ContentItemDetail } from './types';
import type { Locale } from '@/i18n/locales';
import { contentTypes, type AttributesView, type ContentTypeEntry } from '@/shared/content-types';
import { BookDetails } from './book-details';
import { CoinPanel } from './coin-panel';
import { MetaverseDetails } from './metaverse-details';
import { PodcastSection } from './podcast-section';
import { VideoSection } from './video-section';

type Props = { item: ContentItemDetail; locale: Locale; placement: 'before-body' | 'after-body' };

/**
 * The part of a detail page only one type has, chosen by its registry entry. Players and market
 * data come before the body (they are why the reader came); metaverse features and
 * specifications come after it.
 */
export function TypeSection({ item, locale, placement }: Props) {
  const entry: ContentTypeEntry = contentTypes[item.type];
  if (placement === 'after-body') {
    return entry.detailPart === 'metaverse' ? <MetaverseDetails locale={locale} metaverse={item.attributes as AttributesView['metaverses']} /> : null;
  }
  if (entry.playable === 'audio') {
    return <PodcastSection locale={locale} id={item.id} title={item.title} podcast={item.attributes as AttributesView['podcasts']} />;
  }
  if (entry.playable === 'video') {
    return <VideoSection locale={locale} id={item.id} title={item.title} poster={item.cover?.variants.at(-1)?.url} video={item.attributes as AttributesView['videos']} />;
  }
  switch (entry.detailPart) {
    case 'coin':
      return <CoinPanel locale={locale} title={item.title} coin={item.attributes as AttributesView['coins']} />;
    case 'book':
      return <BookDetails locale={locale} book={item.attributes as AttributesView['books']} />;
    default:
      return null;
  }
}
