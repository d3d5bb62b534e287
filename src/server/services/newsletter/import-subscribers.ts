import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { ValidationError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import {
  everyTopic,
  newsletterLanguages,
  type NewsletterFrequency,
  type NewsletterLanguage,
  type SubscriberStatus,
} from '@/shared/newsletter';
import type { SubscriberImportReport } from '@/shared/schemas/newsletter';
import { parseCsv } from './csv';

type Format = SubscriberImportReport['format'];
type Row = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const yes = (value: string | undefined) => ['true', '1', 'yes'].includes((value ?? '').trim().toLowerCase());

/** Which service wrote the file, by its header, and each row's address and state in its words. */
const formats: {
  format: Format;
  detect: (header: string[]) => boolean;
  email: string;
  status: (row: Row) => SubscriberStatus;
}[] = [
  {
    // Ghost members: `subscribed_to_emails` is the newsletter consent; a deleted member is gone.
    format: 'ghost',
    detect: (header) => header.includes('subscribed_to_emails'),
    email: 'email',
    status: (row) => (row.deleted_at?.trim() ? 'unsubscribed' : yes(row.subscribed_to_emails) ? 'confirmed' : 'unsubscribed'),
  },
  {
    // MailPoet: subscribed / unconfirmed / unsubscribed / bounced (inactive counts as subscribed).
    format: 'mailpoet',
    detect: (header) => header.includes('Email') && header.includes('Status'),
    email: 'Email',
    status: (row) => {
      const status = (row.Status ?? '').trim().toLowerCase();
      if (status === 'subscribed' || status === 'inactive') return 'confirmed';
      if (status === 'bounced') return 'suppressed';
      if (status === 'unsubscribed') return 'unsubscribed';
      return 'pending';
    },
  },
  {
    // Substack: every row is a subscriber unless the reader turned its e-mails off.
    format: 'substack',
    detect: (header) => header.includes('email') && header.includes('email_disabled'),
    email: 'email',
    status: (row) => (yes(row.email_disabled) ? 'unsubscribed' : 'confirmed'),
  },
];

export type ImportOptions = { languages?: NewsletterLanguage[]; frequency?: NewsletterFrequency };

/**
 * Imports a subscriber list exported from Ghost, MailPoet or Substack. Only rows the file marks
 * subscribed become confirmed; an unconfirmed one stays pending and is never mailed an opt-in by
 * the import. An address already here is left as it is, except that a pending one the file
 * confirms becomes confirmed: an import never revives an address that unsubscribed or bounced.
 */
export async function importSubscribers(
  { csv, options = {}, by }: { csv: string; options?: ImportOptions; by: WriteContext },
  db: Database = getDb(),
): Promise<SubscriberImportReport> {
  const [header, ...rows] = parseCsv(csv);
  if (!header) throw ValidationError.field('file', 'newsletter.api.importEmpty');
  const columns = header.map((name) => name.trim());
  const shape = formats.find((candidate) => candidate.detect(columns));
  if (!shape) throw ValidationError.field('file', 'newsletter.api.importUnknownFormat');
  const languages = options.languages ?? [...newsletterLanguages];
  const frequency = options.frequency ?? 'weekly';
  const report: SubscriberImportReport = { format: shape.format, created: 0, updated: 0, skipped: 0, confirmed: 0, lines: [] };
  await transaction(db, async (tx) => {
    for (const [index, cells] of rows.entries()) {
      const line = index + 2;
      const row: Row = Object.fromEntries(columns.map((name, column) => [name, cells[column] ?? '']));
      const email = (row[shape.email] ?? '').trim().toLowerCase();
      if (!EMAIL.test(email)) {
        report.skipped += 1;
        report.lines.push({ line, email, outcome: 'skipped', status: null, reason: 'invalid address' });
        continue;
      }
      const status = shape.status(row);
      const now = new Date();
      const [created] = await tx
        .insert(newsletterSubscribers)
        .values({
          email,
          languages,
          frequency,
          topics: everyTopic,
          locale: languages[0]!,
          status,
          source: 'import',
          confirmedAt: status === 'confirmed' ? now : null,
          unsubscribedAt: status === 'unsubscribed' ? now : null,
          suppressedReason: status === 'suppressed' ? `imported as bounced (${shape.format})` : null,
        })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (created) {
        report.created += 1;
        if (status === 'confirmed') report.confirmed += 1;
        report.lines.push({ line, email, outcome: 'created', status });
        continue;
      }
      const [existing] = await tx
        .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      if (existing?.status === 'pending' && status === 'confirmed') {
        await tx
          .update(newsletterSubscribers)
          .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
          .where(eq(newsletterSubscribers.id, existing.id));
        report.updated += 1;
        report.confirmed += 1;
        report.lines.push({ line, email, outcome: 'updated', status: 'confirmed' });
      } else {
        report.skipped += 1;
        report.lines.push({ line, email, outcome: 'skipped', status: existing?.status ?? null, reason: 'already subscribed' });
      }
    }
    await recordWrite(tx, by, 'subscribers.import', null, {
      format: shape.format,
      created: report.created,
      updated: report.updated,
      skipped: report.skipped,
    });
  });
  return report;
}
