import { env } from '@/env';
import { getDb, type Database } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { personalize } from '@/server/mail/newsletter/issue';
import { localizedUrl } from '@/server/seo/metadata';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import { testSendInput } from '@/shared/schemas/newsletter';
import { renderIssue } from './compose';
import { findIssue } from './issues';
import { newsletterTransport } from './transport';

/** The issue as its readers would get it, for the composer's preview (links lead to the preferences page). */
export async function previewIssue({ id }: { id: string }, db: Database = getDb()): Promise<string> {
  const issue = await findIssue(db, id);
  const page = localizedUrl(issue.locale, '/newsletter/preferences');
  return personalize(await renderIssue(db, issue), { email: 'reader@example.com', preferencesUrl: page, unsubscribeUrl: page })
    .html;
}

/**
 * Sends the issue, marked as a test, to one address the editor names; no subscriber gets it and
 * the issue's progress does not move. It goes straight to the SMTP server, so the editor sees at
 * once whether it was accepted.
 */
export async function testSendIssue(
  { id, input, by }: { id: string; input: unknown; by: WriteContext },
  db: Database = getDb(),
): Promise<{ sent: true }> {
  const { email } = testSendInput.parse(input);
  const issue = await findIssue(db, id);
  const page = localizedUrl(issue.locale, '/newsletter/preferences');
  const content = personalize(await renderIssue(db, issue, { isTest: true }), {
    email,
    preferencesUrl: page,
    unsubscribeUrl: page,
  });
  const transport = newsletterTransport();
  await transaction(db, async (tx) => {
    await recordWrite(tx, by, 'newsletters.test', id, { email });
    if (!transport) await tx.insert(mailOutbox).values({ to: email, ...content, sentAt: new Date() });
  });
  if (transport) await transport.sendMail({ from: env().MAIL_FROM, to: email, ...content });
  return { sent: true };
}
