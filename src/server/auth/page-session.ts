import { cookies } from 'next/headers';
import { cache } from 'react';
import { getDb } from '@/server/db/client';
import type { User } from '@/server/db/schema';
import { AUTH_COOKIE } from './cookies';
import { findToken } from './tokens';

/**
 * The signed-in user of a page request (panels only: reading cookies makes a page dynamic, so
 * public pages never call this). Null for visitors, expired tokens and blocked users. Read once
 * per request: the layout, the guard and the page all ask, and get the same user object.
 */
export const currentPageUser = cache(async (): Promise<User | null> => {
  const token = (await cookies()).get(AUTH_COOKIE)?.value;
  if (!token) return null;
  const found = await findToken(getDb(), token);
  return found && !found.user.isBlocked ? found.user : null;
});
