import { expect, test } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { registerOn, removeDataDir, startServer } from './support/server';

test.describe('npm start', () => {
  test.setTimeout(180_000);

  test('shuts down gracefully on SIGTERM and a second start reuses the build and keeps the data', async () => {
    const first = await startServer(1);
    try {
      const email = await registerOn(first.base);
      const inFlight = fetch(`${first.base}/en/about-us`);
      expect((await inFlight).status).toBe(200);
      expect(await first.stop()).toBe(0);
      expect(first.output()).toContain('SIGTERM: finishing in-flight requests');
      expect(first.output()).toContain('database closed');
      expect(readdirSync(path.join(first.dataDir, 'pglite')).length).toBeGreaterThan(0);

      const second = await startServer(2, {}, first.dataDir);
      const again = await fetch(`${second.base}/api/user/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ login: email, password: 'a-long-secret-1' }),
      });
      expect(again.status).toBe(200);
      expect(await second.stop()).toBe(0);
      expect(second.output()).toContain('reusing the existing build');
      expect(existsSync(path.join(first.dataDir, 'pglite'))).toBe(true);
    } finally {
      removeDataDir(first.dataDir);
    }
  });
});
