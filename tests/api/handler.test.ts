import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GET as unknownApi } from '@/app/api/[...path]/route';
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from '@/server/errors';
import { handle, parseBody, parseQuery } from '@/server/http/handler';
import { paginated } from '@/server/http/respond';
import { paginationMetaOf, paginationQuery } from '@/shared/schemas/pagination';
import { apiRequest, json, routeParams } from '../support/http';

const schema = z.object({ email: z.string().email(), firstname: z.string().min(2) });

const create = handle(async ({ request }) => {
  const input = await parseBody(request, schema);
  return Response.json({ data: input });
});

describe('route handler conventions', () => {
  it('answers 422 with field errors in English', async () => {
    const response = await create(apiRequest('/api/x', { method: 'POST', body: { email: 'nope', firstname: 'a' } }), routeParams({}));
    expect(response.status).toBe(422);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'firstname']);
    expect(body.errors.firstname?.[0]).toContain('First name');
  });

  it('answers 422 in Persian with the Persian field label', async () => {
    const response = await create(apiRequest('/api/x', { method: 'POST', body: { email: 'a@b.co', firstname: 'a' }, locale: 'fa' }), routeParams({}));
    const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
    expect(body.message).toBe('اطلاعات واردشده معتبر نیست.');
    expect(body.errors.firstname?.[0]).toContain('نام');
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const response = await create(apiRequest('/api/x', { method: 'POST', body: '{oops' }), routeParams({}));
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('The request body is not valid JSON.');
  });

  it('maps the error hierarchy to statuses with localized messages', async () => {
    const cases: [Error, number][] = [
      [new NotFoundError(), 404],
      [new ConflictError(), 409],
      [ValidationError.field('email', 'validation.required'), 422],
    ];
    for (const [error, status] of cases) {
      const response = await handle(async () => Promise.reject(error))(apiRequest('/api/x'), routeParams({}));
      expect(response.status).toBe(status);
    }
    const limited = await handle(async () => Promise.reject(new RateLimitedError(42)))(apiRequest('/api/x', { locale: 'fa' }), routeParams({}));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect((await json(limited)).message).toContain('۴۲');
  });

  it('never sends a stack trace', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handle(async () => {
      throw new Error('secret connection string postgres://admin:pw@db');
    })(apiRequest('/api/x'), routeParams({}));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('postgres://');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    log.mockRestore();
  });

  it('bounds per_page at 100 and builds Laravel-style meta', async () => {
    const list = handle(async ({ request }) => {
      const query = parseQuery(request, paginationQuery);
      return paginated([], paginationMetaOf(query, 42));
    });
    const ok = await list(apiRequest('/api/x?page=2&per_page=20'), routeParams({}));
    expect(await json(ok)).toEqual({ data: [], meta: { current_page: 2, per_page: 20, total: 42, last_page: 3 } });
    expect((await list(apiRequest('/api/x?per_page=101'), routeParams({}))).status).toBe(422);
    expect((await list(apiRequest('/api/x?page=0'), routeParams({}))).status).toBe(422);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await unknownApi(apiRequest('/api/nothing/here'));
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: 'Not found.' });
  });
});
