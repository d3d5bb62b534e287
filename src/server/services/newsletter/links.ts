import { appUrl } from '@/env';
import type { Database, Transaction } from '@/server/db/client';
import { localizedUrl } from '@/server/seo/metadata';
import { newsletterContracts } from '@/shared/api/contracts/newsletter';
import { apiPath } from '@/shared/api/path';
import type { NewsletterLanguage } from '@/shared/newsletter';
import { preferencesToken } from './tokens';

/** The page that confirms an opt-in token (by a POST from the page: a link scanner's GET changes nothing). */
export function confirmUrl(locale: NewsletterLanguage, token: string): string {
  return localizedUrl(locale, `/newsletter/confirm?token=${encodeURIComponent(token)}`);
}

/** A subscriber's links of every e-mail: the preferences page and the RFC 8058 one-click address. */
export async function subscriberLinks(
  db: Database | Transaction,
  subscriber: { id: string; locale: NewsletterLanguage },
): Promise<{ token: string; preferencesUrl: string; unsubscribeUrl: string }> {
  const token = await preferencesToken(db, subscriber.id);
  const query = `token=${encodeURIComponent(token)}`;
  return {
    token,
    preferencesUrl: localizedUrl(subscriber.locale, `/newsletter/preferences?${query}`),
    unsubscribeUrl: `${appUrl()}${apiPath(newsletterContracts.unsubscribeOneClick, { query: { token } })}`,
  };
}
