import type { Transaction } from '@/server/db/client';
import { ForbiddenError } from '@/server/errors';
import { userHasPermission } from '@/server/access';
import type { WriteContext } from '@/server/services/context';
import type { ContentStatus, ContentType } from '@/shared/content-types';

/** Statuses a reader can see, now or at a set time: entering or leaving them is publishing. */
const publicStatuses: readonly ContentStatus[] = ['published', 'scheduled'];

export function isPublishing(from: ContentStatus | null, to: ContentStatus): boolean {
  return from !== to && (publicStatuses.includes(to) || (from !== null && publicStatuses.includes(from)));
}

/**
 * A manager's move into or out of what readers see also needs `{type}.publish`. Asked inside the
 * write's transaction, against the status that transaction read, so no edit slips between, and
 * for the status the write stores (`storedStatus` of shared/publishing.ts: published with a date
 * ahead is scheduled), so moving a live item's date into the future, which hides it until then,
 * is publishing too.
 */
export async function requirePublishingRight(
  tx: Transaction,
  by: WriteContext,
  type: ContentType,
  from: ContentStatus | null,
  to: ContentStatus,
): Promise<void> {
  if (!isPublishing(from, to)) return;
  if (!(await userHasPermission(by.actor, `${type}.publish`, tx))) throw new ForbiddenError();
}
