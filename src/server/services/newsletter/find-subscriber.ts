import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { newsletterSubscribers, type NewsletterSubscriber } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { subscriberIdOfToken } from './tokens';

/** The subscriber a signed preferences token names; a token this site did not sign is a 404. */
export async function subscriberOfToken(
  db: Database | Transaction,
  token: string,
  { lock = false } = {},
): Promise<NewsletterSubscriber> {
  const id = await subscriberIdOfToken(db, token);
  if (!id) throw new NotFoundError('newsletter.api.unknownToken');
  const query = db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('newsletter.api.unknownToken');
  return row;
}
