import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts = vi.hoisted(() => [] as { severity?: string; detail?: string }[]);
vi.mock('@/lib/toast', () => ({ toast: (message: { severity?: string; detail?: string }) => toasts.push(message) }));

const { api, apiPath, ApiError, RETRY_STATUSES, setApiHooks } = await import('@/lib/api-client');

/** A contract of the test server: the client reads only its method and path. */
const endpoint = (method: 'get' | 'post', path: string) =>
  ({ method, path: `${base}${path}`, summary: '', tag: 'test', auth: 'public', operationId: path }) as const;
const get = (path: string) => api(endpoint('get', path));
const post = (path: string) => api(endpoint('post', path), { body: { a: 1 } } as never);

let server: Server;
let base = '';
const hits = new Map<string, number>();
let seenHeaders: Record<string, string | string[] | undefined> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    const key = `${request.method} ${request.url}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    seenHeaders = request.headers;
    const [, status] = request.url?.match(/^\/status\/(\d+)/) ?? [];
    response.setHeader('content-type', 'application/json');
    if (request.url === '/flaky' && hits.get(key) === 1) {
      response.statusCode = 503;
      response.end(JSON.stringify({ message: 'down' }));
      return;
    }
    if (status) {
      response.statusCode = Number(status);
      const body = status === '422' ? { message: 'invalid', errors: { email: ['taken'] } } : { message: `status ${status}` };
      response.end(JSON.stringify(body));
      return;
    }
    response.end(JSON.stringify({ data: { ok: true }, message: request.url === '/with-message' ? 'Saved' : undefined }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  hits.clear();
  toasts.length = 0;
});

describe('api', () => {
  it('retries a GET once on 503 and then succeeds', async () => {
    await expect(get('/flaky')).resolves.toEqual({ data: { ok: true } });
    expect(hits.get('GET /flaky')).toBe(2);
  });

  it('never retries a POST', async () => {
    await expect(post('/status/503')).rejects.toBeInstanceOf(ApiError);
    expect(hits.get('POST /status/503')).toBe(1);
  });

  it('retries exactly SPEC §7 statuses, once', async () => {
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    await expect(get('/status/500')).rejects.toMatchObject({ status: 500 });
    expect(hits.get('GET /status/500')).toBe(2);
    await expect(get('/status/400')).rejects.toMatchObject({ status: 400 });
    expect(hits.get('GET /status/400')).toBe(1);
  });

  it('sends JSON Accept and credentials-friendly headers', async () => {
    await get('/headers');
    expect(seenHeaders.accept).toBe('application/json');
    expect(seenHeaders['accept-language']).toBe('fa-IR');
  });

  it('toasts a success message and an error message', async () => {
    await get('/with-message');
    await expect(get('/status/400')).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([
      { severity: 'success', detail: 'Saved' },
      { severity: 'error', detail: 'status 400' },
    ]);
  });

  it('does nothing visible on 401', async () => {
    await expect(get('/status/401')).rejects.toMatchObject({ status: 401 });
    expect(toasts).toEqual([]);
  });

  it('opens the error page on 403 and 404', async () => {
    const fatal: string[] = [];
    setApiHooks({ onFatal: (key) => fatal.push(key) });
    await expect(get('/status/403')).rejects.toMatchObject({ status: 403 });
    await expect(get('/status/404')).rejects.toMatchObject({ status: 404 });
    expect(fatal).toEqual(['error-403', 'error-404']);
  });

  it('hands 422 field errors to the caller, and toasts them only when no form shows them', async () => {
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    const error = await post('/status/422').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).fieldErrors).toEqual({ email: ['taken'] });
    // A form put them under its fields: saying it again in a toast would only repeat them.
    (error as InstanceType<typeof ApiError>).isShownInline = true;
    await nextTask();
    expect(toasts).toEqual([]);
    await post('/status/422').catch(() => undefined);
    await nextTask();
    expect(toasts).toEqual([{ severity: 'error', detail: 'invalid' }]);
  });

  it('answers status 0 when no server answers at all, as the autosave reads "offline"', async () => {
    const nobody = { method: 'get', path: 'http://127.0.0.1:9/nothing', summary: '', tag: 'test', auth: 'public', operationId: 'nobody' } as const;
    await expect(api(nobody, undefined, { quiet: true })).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('calls the quiet way without a toast, an error page or a retry', async () => {
    const fatal: string[] = [];
    setApiHooks({ onFatal: (key) => fatal.push(key) });
    await expect(api(endpoint('get', '/status/404'), undefined, { quiet: true })).rejects.toMatchObject({ status: 404 });
    await expect(api(endpoint('get', '/status/503'), undefined, { quiet: true })).rejects.toMatchObject({ status: 503 });
    expect(hits.get('GET /status/503')).toBe(1);
    expect([...fatal, ...toasts]).toEqual([]);
  });
});

describe('apiPath', () => {
  const contract = { method: 'get', path: '/api/{type}/{slug}/comments', summary: '', tag: 't', auth: 'public', operationId: 'x' } as const;

  it('fills the path parameters, encoded, and appends the defined query values', () => {
    expect(apiPath(contract, { params: { type: 'articles', slug: 'سلام دنیا' } } as never)).toBe(
      `/api/articles/${encodeURIComponent('سلام دنیا')}/comments`,
    );
    expect(apiPath(contract, { params: { type: 'a', slug: 'b' }, query: { page: 2, q: undefined, tag: ['x', 'y'] } } as never)).toBe(
      '/api/a/b/comments?page=2&tag=x&tag=y',
    );
  });
});
