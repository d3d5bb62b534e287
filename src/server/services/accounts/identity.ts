import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type User } from '@/server/db/schema';
import { ValidationError, type FieldIssue } from '@/server/errors';

/** Finds an account by e-mail or username (both stored lowercased). */
export async function findUserByLogin(db: Db, login: string): Promise<User | undefined> {
  const value = login.trim().toLowerCase();
  const column = value.includes('@') ? users.email : users.username;
  const [user] = await db.select().from(users).where(eq(column, value)).limit(1);
  return user;
}

/** Finds an account by e-mail, compared lowercased. */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

/** 422 on each of `email` / `username` that another account already uses. */
export async function assertIdentityAvailable(
  db: Db,
  identity: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<void> {
  const conditions = [
    identity.email === undefined ? undefined : eq(users.email, identity.email),
    identity.username === undefined ? undefined : eq(users.username, identity.username),
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return;
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(or(...conditions), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  const issues: FieldIssue[] = [];
  if (taken.some((row) => row.email === identity.email)) issues.push({ path: ['email'], message: 'validation.taken' });
  if (taken.some((row) => row.username === identity.username)) issues.push({ path: ['username'], message: 'validation.taken' });
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * Two requests can pass `assertIdentityAvailable` at once; the unique index then decides. This
 * turns that violation into the same 422 the check would have given.
 */
export function uniqueViolationToValidation(error: unknown): never {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint, message } = (cause ?? {}) as { code?: string; constraint?: string; message?: string };
  if (code === '23505') {
    const where = `${constraint ?? ''} ${message ?? ''}`;
    if (where.includes('users_email')) throw ValidationError.field('email', 'validation.taken');
    if (where.includes('users_username')) throw ValidationError.field('username', 'validation.taken');
  }
  throw error;
}

/** A new password must differ from the account's username and e-mail. */
export function assertPasswordNotIdentity(password: string, user: { username: string; email: string }): void {
  const lowered = password.trim().toLowerCase();
  if (lowered === user.username.toLowerCase() || lowered === user.email.toLowerCase()) {
    throw ValidationError.field('password', 'validation.passwordSameAsIdentity');
  }
}
