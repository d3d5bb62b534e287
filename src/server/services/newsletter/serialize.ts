import { env } from '@/env';
import type { NewsletterIssue, NewsletterSubscriber } from '@/server/db/schema';
import type { IssueJson, PreferencesJson, SubscriberJson } from '@/shared/schemas/newsletter';

/** `reader@example.com` → `re•••@example.com`: a preferences link may be forwarded with its e-mail. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, Math.max(1, name.length - 1)))}•••${email.slice(at)}`;
}

export function toPreferences(row: NewsletterSubscriber, { masked = true } = {}): PreferencesJson {
  return {
    email: masked ? maskEmail(row.email) : row.email,
    languages: row.languages,
    frequency: row.frequency,
    topics: row.topics,
    status: row.status,
    locale: row.locale,
    tracking: env().NEWSLETTER_TRACKING,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSubscriberJson(row: NewsletterSubscriber): SubscriberJson {
  return {
    id: row.id,
    email: row.email,
    user_id: row.userId,
    languages: row.languages,
    frequency: row.frequency,
    topics: row.topics,
    locale: row.locale,
    status: row.status,
    source: row.source,
    suppressed_reason: row.suppressedReason,
    confirmed_at: iso(row.confirmedAt),
    unsubscribed_at: iso(row.unsubscribedAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function toIssueJson(row: NewsletterIssue): IssueJson {
  return {
    id: row.id,
    kind: row.kind,
    locale: row.locale,
    subject: row.subject,
    note: row.note,
    item_ids: row.itemIds,
    status: row.status,
    scheduled_at: iso(row.scheduledAt),
    total: row.total,
    sent: row.sent,
    failed: row.failed,
    left: Math.max(0, row.total - row.sent - row.failed),
    opens: row.opens,
    clicks: row.clicks,
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
  };
}
