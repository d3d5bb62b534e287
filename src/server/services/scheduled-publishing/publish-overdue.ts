import { getDb, type Database } from '@/server/db/client';
import type { WriteContext } from '../context';
import { publishDueItem, scheduledItemsBetween, SWEEP_WINDOW_MS } from './publish-due';

/** Announces every item that came due within the sweep window and has not been announced; returns how many. */
export async function publishOverdueItems({ by, now = new Date() }: { by: WriteContext; now?: Date }, db: Database = getDb()): Promise<number> {
  const due = await scheduledItemsBetween(db, new Date(now.getTime() - SWEEP_WINDOW_MS), now, { unannouncedOnly: true });
  for (const item of due) await publishDueItem({ ...item, by }, db);
  return due.length;
}
