import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { contents } from '@/server/db/schema';

/** The item's stored version: what an edit form that has just loaded it would send back. */
export async function versionOf(id: string): Promise<number> {
  const [row] = await getDb().select({ version: contents.version }).from(contents).where(eq(contents.id, id));
  if (!row) throw new Error(`no content ${id}`);
  return row.version;
}

/** An update body as the editor sends it: with the version it started from, the current one. */
export async function withVersion(id: string, body: object): Promise<object> {
  return { ...body, version: await versionOf(id) };
}
