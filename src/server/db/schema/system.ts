import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per one-time job (the demo seed, the first super manager), so a restart never repeats it. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
