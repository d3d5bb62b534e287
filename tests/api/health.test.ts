import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { databaseHandle } from '@/server/db/client';

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database does not', async () => {
    const handle = databaseHandle();
    const ping = handle.ping;
    handle.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      handle.ping = ping;
    }
  });
});
