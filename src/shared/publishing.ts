/**
 * What a content status means to a reader, the one rule the write verbs, the manager's list and
 * the editor share: "published" is visible now, "scheduled" waits for its `published_at`. An item
 * saved as published with a date still ahead is stored as scheduled (the write answers so), and
 * one whose date passed while it waited is live, so the list shows it as published. Isomorphic.
 */
import type { ContentStatus } from './content-types';

const toTime = (at: Date | string | null | undefined): number | null => (at ? new Date(at).getTime() : null);

/** The status a write stores: published with a future date becomes scheduled; every other status stays. */
export function storedStatus(
  status: ContentStatus,
  publishedAt: Date | string | null | undefined,
  now: Date = new Date(),
): ContentStatus {
  const at = toTime(publishedAt);
  return status === 'published' && at !== null && at > now.getTime() ? 'scheduled' : status;
}

/**
 * The status a reader's view of the item matches now: published or scheduled items are
 * "published" once their date has come and "scheduled" before it (also a published row stored
 * before this rule). Draft and archived stay as they are.
 */
export function statusReadersSee(
  status: ContentStatus,
  publishedAt: Date | string | null | undefined,
  now: Date = new Date(),
): ContentStatus {
  if (status !== 'published' && status !== 'scheduled') return status;
  const at = toTime(publishedAt);
  if (at === null) return status;
  return at > now.getTime() ? 'scheduled' : 'published';
}
