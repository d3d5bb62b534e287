import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { POST as registerRoute } from '@/app/api/user/authentication/register/route';
import { getDb } from '@/server/db/client';
import { mailOutbox, users } from '@/server/db/schema';
import { flushBackground } from '@/server/background';
import { flushMail } from '@/server/mail/send';
import type { PublicUser } from '@/shared/schemas/accounts';
import type { AuthWithToken } from '@/shared/schemas/auth-payload';
import { apiRequest, json, routeParams } from './http';

export const noParams = routeParams({});

export type RegisteredUser = {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  /** The Set-Cookie values of the register answer, as a request `cookie` header. */
  cookie: string;
  xsrf: string;
};

let counter = 0;

/** A unique, valid registration body. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user_${suffix}`,
    email: `user.${suffix}@example.com`,
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    terms_and_conditions: true,
    ...overrides,
  };
}

/** Reads the cookies a response sets, as `{ name: value }` (values as a browser would send them). */
export function setCookies(response: Response): Record<string, { value: string; header: string }> {
  const cookies: Record<string, { value: string; header: string }> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const index = pair.indexOf('=');
    cookies[pair.slice(0, index)] = { value: pair.slice(index + 1), header };
  }
  return cookies;
}

/** Registers a fresh account through the API and returns its credentials. */
export async function registerUser(overrides: Record<string, unknown> = {}, locale: 'fa' | 'en' = 'en'): Promise<RegisteredUser> {
  const body = registration(overrides);
  const response = await registerRoute(apiRequest('/api/user/authentication/register', { method: 'POST', body, locale }), noParams);
  expect(response.status).toBe(201);
  const payload = await json<{ data: { token: string; user: { id: string } } }>(response);
  const cookies = setCookies(response);
  const auth = cookies.authorization_token?.value ?? '';
  const xsrf = cookies['XSRF-TOKEN']?.value ?? '';
  await flushMail();
  return {
    id: payload.data.user.id,
    username: body.username,
    email: body.email,
    password: body.password,
    token: payload.data.token,
    cookie: `authorization_token=${auth}; XSRF-TOKEN=${xsrf}`,
    xsrf,
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The newest message in the outbox for an address. */
export async function lastMailTo(email: string) {
  await flushBackground();
  await flushMail();
  const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail;
}

/** The first link in a text whose path contains `path`, with its query parameters. */
export function linkIn(text: string, path: string): URL {
  const match = text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(path));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match);
}

export async function userRow(id: string) {
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** The data of every auth answer merged into one shape, loose enough for assertions. */
export type AuthData = Omit<Partial<AuthWithToken>, 'user' | 'token'> & {
  user: PublicUser;
  token: string;
  email?: string;
  email_verified_at?: string | null;
};
export type ApiBody = { message?: string; errors?: Record<string, string[]>; data: AuthData };
