import type { User } from '@/server/db/schema';
import type { AuthPayload } from '@/shared/schemas/auth-payload';
import { engagementIdsOf } from '@/server/services/engagement/ids';
import { serializeUser } from './serialize-user';

/**
 * SPEC §3's auth answer: the user plus the ids of the content they saved, liked and checked.
 * The lists are read from the interactions ledger on every call, so they reflect a change at once.
 */
export async function buildAuthPayload(user: User): Promise<AuthPayload> {
  return { user: serializeUser(user), ...(await engagementIdsOf(user.id)) };
}
