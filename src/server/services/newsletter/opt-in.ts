import type { Transaction } from '@/server/db/client';
import type { NewsletterSubscriber } from '@/server/db/schema';
import { optInMail } from '@/server/mail/newsletter/opt-in';
import { dispatchMail, queueMail } from '@/server/mail/send';
import { confirmUrl, subscriberLinks } from './links';

/**
 * Mails the double opt-in link (or, to a confirmed address, its preferences link) through the
 * outbox, in the unit of work that wrote the subscriber: a rolled-back subscription mails nothing.
 * These are the only messages an unconfirmed address ever gets.
 */
export async function mailOptIn(tx: Transaction, subscriber: NewsletterSubscriber, token: string | null): Promise<void> {
  const link = token ? confirmUrl(subscriber.locale, token) : (await subscriberLinks(tx, subscriber)).preferencesUrl;
  const mail = {
    to: subscriber.email,
    ...(await optInMail({ locale: subscriber.locale, link, kind: token ? 'optIn' : 'already' })),
  };
  dispatchMail(await queueMail(tx, mail), mail);
}
