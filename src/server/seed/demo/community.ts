import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/server/auth/passwords';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { welcomeNewAccounts } from '@/server/services/notifications/welcome';

/**
 * The demo's reading community: the people whose likes, saves and checks warm up the library. They
 * are ordinary reader accounts, so every counter on an item is a count of their rows in the
 * engagement ledger, exactly as it will be once real readers arrive.
 */
const community = [
  { username: 'niloofar_h', firstname: 'Niloofar', lastname: 'Hosseini', locale: 'fa' },
  { username: 'arash_moradi', firstname: 'Arash', lastname: 'Moradi', locale: 'fa' },
  { username: 'elham_j', firstname: 'Elham', lastname: 'Jafari', locale: 'en' },
  { username: 'kaveh_nouri', firstname: 'Kaveh', lastname: 'Nouri', locale: 'fa' },
  { username: 'parisa_k', firstname: 'Parisa', lastname: 'Kazemi', locale: 'en' },
  { username: 'omid_sadeghi', firstname: 'Omid', lastname: 'Sadeghi', locale: 'fa' },
  { username: 'shirin_e', firstname: 'Shirin', lastname: 'Ebrahimi', locale: 'fa' },
  { username: 'babak_rostami', firstname: 'Babak', lastname: 'Rostami', locale: 'en' },
  { username: 'mina_farahani', firstname: 'Mina', lastname: 'Farahani', locale: 'fa' },
  { username: 'dariush_a', firstname: 'Dariush', lastname: 'Amini', locale: 'en' },
  { username: 'leila_tehrani', firstname: 'Leila', lastname: 'Tehrani', locale: 'fa' },
  { username: 'sam_rezaei', firstname: 'Sam', lastname: 'Rezaei', locale: 'en' },
] as const;

/**
 * Creates the community's accounts, welcomed like every new account, and returns their ids. They
 * have no known password: nobody signs in as them (the documented demo accounts are for that).
 */
export async function seedDemoCommunity(db: Database): Promise<string[]> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await db
    .insert(users)
    .values(community.map((person) => ({ ...person, email: `${person.username}@community.darvazeh.local`, passwordHash, emailVerifiedAt: new Date() })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  const ids = created.map((row) => row.id);
  await welcomeNewAccounts(db, ids);
  return ids;
}
