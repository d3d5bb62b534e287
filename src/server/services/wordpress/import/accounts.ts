import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { hashPassword } from '@/server/auth/passwords';
import type { Locale } from '@/i18n/locales';
import type { WxrAuthor } from '../wxr/types';

/** A username this site accepts (`[a-z0-9_.]`, 3–32) made from a WordPress login. */
function usernameOf(login: string): string {
  const base = login.toLowerCase().replace(/[^a-z0-9_.]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 28);
  return base.length >= 3 ? base : `wp_${base || 'author'}`.slice(0, 28);
}

/**
 * Accounts for the file's authors, made only when asked: an author whose e-mail already has an
 * account here is that account; any other gets a reader account with no usable password (they set
 * one with "forgot password"). Returns each login's account, so items name their author.
 */
export async function importAuthors(tx: Transaction, authors: WxrAuthor[], locale: Locale): Promise<Map<string, string>> {
  const accounts = new Map<string, string>();
  const withEmail = authors.filter((author) => author.email.includes('@'));
  if (withEmail.length === 0) return accounts;
  const emails = withEmail.map((author) => author.email.trim().toLowerCase());
  const existing = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const byEmail = new Map(existing.map((row) => [row.email, row.id]));
  // One hash of a secret nobody keeps: the accounts exist, but only a reset opens them.
  let unusable: string | undefined;
  for (const author of withEmail) {
    const email = author.email.trim().toLowerCase();
    let id = byEmail.get(email);
    if (!id) {
      unusable ??= await hashPassword(randomBytes(32).toString('base64url'));
      const base = usernameOf(author.login);
      let username = base;
      for (let n = 2; (await tx.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1)).length > 0; n++) username = `${base}${n}`;
      const [row] = await tx
        .insert(users)
        .values({ username, email, passwordHash: unusable, firstname: author.firstName || null, lastname: author.lastName || null, locale })
        .returning({ id: users.id });
      id = row!.id;
      byEmail.set(email, id);
    }
    accounts.set(author.login, id);
  }
  return accounts;
}
