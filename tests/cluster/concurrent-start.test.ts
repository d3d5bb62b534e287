import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runId, ports, startInstance, stopInstance, waitHealthy, type Instance } from './cluster';
import { createDatabase, deleteRedisKeys, dropDatabase } from './global-setup';

describe('starting instances together', () => {
  it('two instances started at once on an empty database both become healthy', async () => {
    const name = `darvazeh_cluster_start_${runId()}`;
    const url = await createDatabase(name);
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const instances: Instance[] = [];
    try {
      const environment = { DATABASE_URL: url, REDIS_URL: redisUrl, REDIS_PREFIX: name, SEED_DEMO: 'true' };
      instances.push(startInstance('c', ports.concurrentC, environment), startInstance('d', ports.concurrentD, environment));
      await Promise.all(instances.map((instance) => waitHealthy(instance)));

      // Seeded once: exactly one of the two ran each once-only step, the other found it done.
      const seededBy = (step: string) => instances.filter((instance) => /seeded: .*/.exec(instance.log.join(''))?.[0].includes(step));
      for (const step of ['accounts.demo', 'content.demo']) expect(seededBy(step), step).toHaveLength(1);
      const database = new pg.Client({ connectionString: url });
      await database.connect();
      try {
        // A second seed run would add categories whose translations the unique slugs then refuse.
        const { rows } = await database.query<{ categories: string; english: string }>(
          "select (select count(*) from categories) as categories, (select count(*) from category_translations where locale = 'en') as english",
        );
        expect(Number(rows[0]?.categories)).toBeGreaterThan(0);
        expect(rows[0]?.categories).toBe(rows[0]?.english);
      } finally {
        await database.end();
      }
    } finally {
      await Promise.all(instances.map(stopInstance));
      await dropDatabase(name);
      await deleteRedisKeys(redisUrl, name);
    }
  }, 300_000);
});
