import { getDb, type Database } from '@/server/db/client';
import { preferencesQuery, type PreferencesJson } from '@/shared/schemas/newsletter';
import { subscriberOfToken } from './find-subscriber';
import { subscriberLinks } from './links';
import { toPreferences } from './serialize';

/** The preferences page of the subscriber a token names, in their language. */
export async function preferencesPageOf({ query }: { query: unknown }, db: Database = getDb()): Promise<string> {
  const { token } = preferencesQuery.parse(query);
  return (await subscriberLinks(db, await subscriberOfToken(db, token))).preferencesUrl;
}

/** The subscription a preferences link names, read without sign-in. */
export async function getPreferences({ query }: { query: unknown }, db: Database = getDb()): Promise<PreferencesJson> {
  const { token } = preferencesQuery.parse(query);
  return toPreferences(await subscriberOfToken(db, token));
}
