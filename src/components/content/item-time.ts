import type { ContentItem } from './types';

export type ItemTime = { key: 'readingTime' | 'listeningTime' | 'watchingTime'; minutes: number };

/** How long an item takes: reading for articles, listening for podcasts, watching for videos. */
export function itemTime(item: ContentItem, bodyMinutes?: number): ItemTime | null {
  const attributes = item.attributes as { reading_time?: number; listening_time?: number; watching_time?: number };
  if (item.type === 'podcasts' && attributes.listening_time) return { key: 'listeningTime', minutes: attributes.listening_time };
  if (item.type === 'videos' && attributes.watching_time) return { key: 'watchingTime', minutes: attributes.watching_time };
  if (item.type === 'articles') {
    const minutes = attributes.reading_time ?? bodyMinutes;
    return minutes ? { key: 'readingTime', minutes } : null;
  }
  return null;
}
