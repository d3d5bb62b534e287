/** HTTP helpers the cluster tests share: the manager's token and content writes through the API. */
import { inject } from 'vitest';

export const cluster = () => inject('cluster');

let token: Promise<string> | undefined;

/** The super manager's bearer token (one login per test file: the login rate limit counts them). */
export function managerToken(): Promise<string> {
  token ??= (async () => {
    const { a, admin } = cluster();
    const response = await fetch(`${a}/api/user/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ login: admin.email, password: admin.password }),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { token: string } }).data.token;
  })();
  return token;
}

export async function api<T>(base: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${await managerToken()}`, 'content-type': 'application/json', 'accept-language': 'en' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export function uniqueSlug(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Publishes an English article through instance `base`; returns its id and slug. */
export async function publishArticle(base: string, title: string, { coverId }: { coverId?: string } = {}): Promise<{ id: string; slug: string }> {
  const slug = uniqueSlug('cluster');
  const { data } = await api<{ data: { id: string } }>(base, '/api/manager/articles', {
    method: 'POST',
    body: {
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      category_id: null,
      cover_id: coverId ?? null,
      tag_ids: [],
      attributes: {},
      translations: { en: { title, slug, excerpt: 'An article for the cluster suite.', body: `<p>${title}</p>` } },
    },
  });
  return { id: data.id, slug };
}

/** A page as an anonymous reader gets it: status, body and the caches' verdicts. */
export async function page(
  base: string,
  path: string,
): Promise<{ status: number; body: string; next: string | null; proxy: string | null }> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    body: await response.text(),
    next: response.headers.get('x-nextjs-cache'),
    proxy: response.headers.get('x-cache'),
  };
}

let addressCounter = 0;

/**
 * A client address of its own for each caller (as Varnish would forward it: the suite talks to
 * the instances from 127.0.0.1, a trusted proxy), so per-address rate limits of one test do not
 * spill into another.
 */
export function clientAddress(): string {
  addressCounter += 1;
  return `198.51.100.${(process.pid + addressCounter) % 250 + 1}`;
}

export type Account = { email: string; password: string; token: string };

/** Registers a fresh reader through instance `base`. */
export async function registerReader(base: string): Promise<Account> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const body = {
    username: `reader_${suffix}`,
    email: `reader.${suffix}@example.com`,
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    terms_and_conditions: true,
  };
  const response = await fetch(`${base}/api/user/authentication/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return { email: body.email, password: body.password, token: data.token };
}

/** Jobs of `queue` that A and B have finished without throwing, as their /metrics count them. */
export async function jobsCompleted(queue: string): Promise<number> {
  const { a, b, metricsToken } = cluster();
  let total = 0;
  for (const base of [a, b]) {
    const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    if (!answer.ok) throw new Error(`metrics of ${base}: ${answer.status}`);
    const line = new RegExp(`^darvazeh_jobs_finished_total\\{[^}]*queue="${queue}"[^}]*outcome="completed"[^}]*\\} (\\d+)$`, 'm');
    total += Number(line.exec(await answer.text())?.[1] ?? 0);
  }
  return total;
}
