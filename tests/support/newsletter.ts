import { getDb } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { flushBackground } from '@/server/background';
import { flushMail } from '@/server/mail/send';
import type { NewsletterFrequency, NewsletterLanguage, NewsletterTopics } from '@/shared/newsletter';
import { parseMail, type ParsedMail } from './mime';
import type { ReceivedMail } from './smtp';

let sequence = 0;

/** A unique address for one test's reader. */
export function readerAddress(label: string): string {
  sequence += 1;
  return `${label}-${sequence}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Confirmed readers written straight into the table: the sending tests start after the opt-in. */
export async function confirmedReaders(
  count: number,
  {
    label = 'reader',
    languages = ['fa'],
    frequency = 'weekly',
    topics = { types: [], categories: [], tags: [] },
  }: {
    label?: string;
    languages?: NewsletterLanguage[];
    frequency?: NewsletterFrequency;
    topics?: NewsletterTopics;
  } = {},
) {
  const rows = Array.from({ length: count }, () => ({
    email: readerAddress(label),
    languages,
    frequency,
    topics,
    locale: languages[0]!,
    status: 'confirmed' as const,
    confirmedAt: new Date(),
  }));
  return getDb().insert(newsletterSubscribers).values(rows).returning();
}

/** Waits for work queued in the background (no job engine in these tests) and for the mail it sent. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await flushBackground();
    await flushMail();
  }
}

/** The messages the SMTP sink received for `address`, parsed. */
export function mailsTo(inbox: ReceivedMail[], address: string): ParsedMail[] {
  return inbox.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw));
}
