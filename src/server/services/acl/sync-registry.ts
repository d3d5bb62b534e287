import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { permissions } from '@/server/db/schema';
import { getMessages } from '@/i18n/messages';
import { permissionTitle } from '@/shared/permission-titles';
import { permissionRegistry } from '@/shared/permissions';

/**
 * Upserts the code registry into `permissions` (run on every start). Titles follow the messages;
 * a registry name that was once created by hand becomes a registry permission. Resolves true only
 * when a permission was inserted, so a normal restart reports nothing.
 */
export async function syncPermissionRegistry(db: Database): Promise<boolean> {
  const titlesIn = (locale: 'fa' | 'en') => getMessages(locale).managerAcl.permissionTitles;
  const rows = permissionRegistry.map((entry) => ({
    name: entry.name,
    titleFa: permissionTitle(entry, titlesIn('fa')),
    titleEn: permissionTitle(entry, titlesIn('en')),
    isCustom: false,
  }));
  // xmax = 0 marks a freshly inserted row (PostgreSQL and PGlite alike), an update has it set.
  const result = await db
    .insert(permissions)
    .values(rows)
    .onConflictDoUpdate({
      target: permissions.name,
      set: { titleFa: sql`excluded.title_fa`, titleEn: sql`excluded.title_en`, isCustom: sql`false` },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return result.some((row) => row.inserted);
}
