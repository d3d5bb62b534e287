import { and, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { contents } from '@/server/db/schema';

/**
 * Public visibility: published, or scheduled whose time has come. Evaluated at query time, so a
 * scheduled item appears on its own without a job.
 */
export function isVisible(): SQL {
  return and(inArray(contents.status, ['published', 'scheduled']), lte(contents.publishedAt, sql`now()`))!;
}
