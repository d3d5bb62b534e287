import { and, count, desc, eq } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/server/db/client';
import { newsletterIssues, type NewsletterIssue } from '@/server/db/schema';
import { transaction } from '@/server/db/unit-of-work';
import { ConflictError, NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import { isSystem, type WriteContext } from '@/server/services/context';
import { paginationMetaOf } from '@/shared/schemas/pagination';
import { createIssueInput, updateIssueInput, type IssueJson, type IssuesQuery } from '@/shared/schemas/newsletter';
import { toIssueJson } from './serialize';

export async function findIssue(db: Database | Transaction, id: string, { lock = false } = {}): Promise<NewsletterIssue> {
  const query = db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

/** Issues, newest first, each with its progress. */
export async function listIssues(query: IssuesQuery, db: Database = getDb()) {
  const { page, per_page, status, kind } = query;
  const where = and(status ? eq(newsletterIssues.status, status) : undefined, kind ? eq(newsletterIssues.kind, kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterIssues)
      .where(where)
      .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ value: count() }).from(newsletterIssues).where(where),
  ]);
  return { data: rows.map(toIssueJson), meta: paginationMetaOf(query, total?.value ?? 0) };
}

export async function getIssue({ id }: { id: string }, db: Database = getDb()): Promise<IssueJson> {
  return toIssueJson(await findIssue(db, id));
}

/** An editor's draft in one language: chosen items and a note, sent later (or tested, or scheduled). */
export async function createIssue(
  { input, by }: { input: unknown; by: WriteContext },
  db: Database = getDb(),
): Promise<IssueJson> {
  const { locale, subject, note, item_ids } = createIssueInput.parse(input);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(newsletterIssues)
      .values({ kind: 'manual', locale, subject, note, itemIds: item_ids, createdBy: isSystem(by.actor) ? null : by.actor.id })
      .returning();
    await recordWrite(tx, by, 'newsletters.create', row!.id, { subject, languages: [locale] });
    return toIssueJson(row!);
  });
}

/** Changes a draft or a scheduled issue; once it is sending, what readers get is fixed (a 409). */
export async function updateIssue(
  { id, input, by }: { id: string; input: unknown; by: WriteContext },
  db: Database = getDb(),
): Promise<IssueJson> {
  const { subject, note, item_ids } = updateIssueInput.parse(input);
  return transaction(db, async (tx) => {
    const current = await findIssue(tx, id, { lock: true });
    if (current.status !== 'draft' && current.status !== 'scheduled') throw new ConflictError('newsletter.api.issueNotEditable');
    const [row] = await tx
      .update(newsletterIssues)
      .set({
        ...(subject !== undefined && { subject }),
        ...(note !== undefined && { note }),
        ...(item_ids !== undefined && { itemIds: item_ids }),
      })
      .where(eq(newsletterIssues.id, id))
      .returning();
    const fields = Object.entries({ subject, note, item_ids })
      .filter(([, value]) => value !== undefined)
      .map(([key]) => key);
    await recordWrite(tx, by, 'newsletters.update', id, { fields });
    return toIssueJson(row!);
  });
}
