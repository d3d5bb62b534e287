'use client';

import type { Session } from '@/components/shell/auth-provider';
import { api } from '@/lib/api-client';
import { engagementContracts } from '@/shared/api/browser/engagement';
import type { ContentType } from '@/shared/content-types';
import type { EngagementCounts, EngagementKind, EngagementState } from '@/shared/schemas/engagement';

/** Whether the session's id lists (from check-auth) say the user has `id` under `kind`/`type`. */
export function hasEngagement(session: Session | null, kind: EngagementKind, type: string, id: string): boolean {
  return session?.[kind]?.[type]?.includes(id) ?? false;
}

/**
 * The session with `id` added to or removed from one id list, so every bar and list on the page
 * agrees with a change without another auth check. Newest first, like check-auth answers.
 */
export function sessionWith(session: Session, kind: EngagementKind, type: string, id: string, active: boolean): Session {
  const current = (session[kind][type] ?? []).filter((other) => other !== id);
  return { ...session, [kind]: { ...session[kind], [type]: active ? [id, ...current] : current } };
}

/** POST (add) or DELETE (remove) one save, like or check; answers the item's new counter. */
export async function setEngagement(kind: EngagementKind, type: string, id: string, active: boolean): Promise<EngagementState> {
  const { addEngagement, removeEngagement } = engagementContracts;
  const { data } = await api(active ? addEngagement : removeEngagement, { params: { kind, type, id } });
  return data;
}

/** The item's counters as they are now, never a cached copy. */
export async function fetchLiveCounts(type: ContentType, id: string): Promise<EngagementCounts> {
  const { data } = await api(engagementContracts.getEngagementCounts, { params: { type, id } }, { cache: 'no-store' });
  return data;
}
