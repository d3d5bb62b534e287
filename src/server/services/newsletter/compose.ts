import { appUrl } from '@/env';
import { translate } from '@/i18n/messages';
import type { Database, Transaction } from '@/server/db/client';
import type { NewsletterIssue } from '@/server/db/schema';
import { issueTemplate, type IssueBody, type IssueTemplate } from '@/server/mail/newsletter/issue';
import { localeInfo } from '@/i18n/locales';
import { issueItems } from './items';

/** What an issue says: its subject and note, its items as readers of its language see them, a digest's intro. */
export async function issueBody(db: Database | Transaction, issue: NewsletterIssue, { isTest = false } = {}): Promise<IssueBody> {
  const intro =
    issue.kind === 'daily' || issue.kind === 'weekly' ? translate(issue.locale, `newsletter.mail.${issue.kind}.intro`) : '';
  return {
    locale: issue.locale,
    subject: issue.subject,
    intro,
    note: issue.note,
    items: await issueItems(db, issue.itemIds, issue.locale),
    isTest,
  };
}

export async function renderIssue(
  db: Database | Transaction,
  issue: NewsletterIssue,
  options: { isTest?: boolean } = {},
): Promise<IssueTemplate> {
  return issueTemplate(await issueBody(db, issue, options));
}

/** The site's host, which names its lists and message ids. */
export function siteHost(): string {
  return new URL(appUrl()).hostname || 'localhost';
}

/**
 * The headers of a bulk message (RFC 2369, RFC 2919, RFC 8058): the one-click unsubscribe address,
 * the list it belongs to, and a message id on the site's domain, the same for a recipient's copy
 * of one issue wherever it was sent from.
 */
export function bulkHeaders(issue: Pick<NewsletterIssue, 'id' | 'locale'>, recipient: { id: string; unsubscribeUrl: string }) {
  const host = siteHost();
  const name = translate(issue.locale, 'newsletter.mail.listName', { language: localeInfo[issue.locale].name });
  return {
    messageId: `<${issue.id}.${recipient.id}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${recipient.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // Prepared: left to itself the mailer would encode the whole value, id included, as one
      // encoded word when the name is Persian; only the name may be encoded (RFC 2047, RFC 2919).
      'List-Id': {
        prepared: true,
        value: `=?UTF-8?B?${Buffer.from(name).toString('base64')}?= <${issue.locale}.newsletter.${host}>`,
      },
      Precedence: 'bulk',
    },
  };
}
