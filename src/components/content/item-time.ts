import { contentTypes, playback, tracksReading, type ContentTypeEntry } from '@/shared/content-types';
import type { ContentItem } from './types';

export type ItemTime = {
  key: 'readingTime' | 'listeningTime' | 'watchingTime' | 'listeningSeconds' | 'watchingSeconds';
  /** Whole minutes, or whole seconds for the `…Seconds` keys. */
  amount: number;
};

type TimeAttributes = { reading_time?: number; listening_time?: number; watching_time?: number; duration_seconds?: number };

/** A measured length: seconds under a minute, otherwise rounded minutes. */
function played(seconds: number, kind: 'listening' | 'watching'): ItemTime {
  if (seconds < 60) return { key: `${kind}Seconds`, amount: Math.max(1, Math.round(seconds)) };
  return { key: `${kind}Time`, amount: Math.round(seconds / 60) };
}

/**
 * How long an item takes: reading for types read through (articles), listening or watching for
 * playable ones, as the registry says. A file's measured length wins over the minutes an editor
 * typed; audio and video never get a reading time.
 */
export function itemTime(item: ContentItem, bodyMinutes?: number): ItemTime | null {
  const attributes = item.attributes as TimeAttributes;
  const { playable }: ContentTypeEntry = contentTypes[item.type];
  if (playable) {
    const { time, minutes } = playback[playable];
    if (attributes.duration_seconds) return played(attributes.duration_seconds, time);
    const typed = attributes[minutes];
    return typed ? { key: `${time}Time`, amount: typed } : null;
  }
  if (tracksReading(item.type)) {
    const minutes = attributes.reading_time ?? bodyMinutes;
    return minutes ? { key: 'readingTime', amount: minutes } : null;
  }
  return null;
}
