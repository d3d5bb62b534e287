import type { Locale } from '@/i18n/locales';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { statusReadersSee } from '@/shared/publishing';
import type { WebhookEventType } from '@/shared/webhook-events';

type WrittenItem = { id: string; type: ContentType; status: ContentStatus; published_at: string | null; translations: Partial<Record<Locale, string>> };

/** What a content event says about the item: enough to fetch it, and its status as readers see it. */
export function contentEventPayload(item: WrittenItem): Record<string, unknown> {
  return { id: item.id, type: item.type, status: statusReadersSee(item.status, item.published_at), published_at: item.published_at, slugs: item.translations };
}

/** The event of an edit, by what readers saw before and see after it. */
export function contentEditEvent(before: ContentStatus, after: ContentStatus): WebhookEventType {
  if (before !== 'published' && after === 'published') return 'content.published';
  if (before === 'published' && after !== 'published') return 'content.unpublished';
  return 'content.updated';
}
