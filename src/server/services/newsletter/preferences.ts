import { getDb, type Database } from '@/server/db/client';
import { preferencesQuery, type PreferencesJson } from '@/shared/schemas/newsletter';
import { subscriberOfToken } from './find-subscriber';
import { toPreferences } from './serialize';

/** The subscription a preferences link names, read without sign-in. */
export async function getPreferences({ query }: { query: unknown }, db: Database = getDb()): Promise<PreferencesJson> {
  const { token } = preferencesQuery.parse(query);
  return toPreferences(await subscriberOfToken(db, token));
}
