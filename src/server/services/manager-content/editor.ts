import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { media } from '@/server/db/schema';
import { getContentForEditing, type ContentForEditing } from '@/server/services/content';
import { mediaUrl } from '@/server/services/media/urls';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { listManagedTerms } from './terms';

export type TermOption = { id: string; name: string };

/** Categories or tags as pickers list them: the name in `locale`, else the other language's. */
export async function termOptions(kind: 'categories' | 'tags', locale: Locale): Promise<TermOption[]> {
  const other = locale === 'fa' ? 'en' : 'fa';
  return (await listManagedTerms(kind)).map((term) => ({
    id: term.id,
    name: term.translations[locale]?.name ?? term.translations[other]?.name ?? '',
  }));
}

/** An item for the edit screen: the editing shape plus its cover's address for the preview. */
export async function getContentEditorData(
  type: ContentType,
  id: string,
): Promise<ContentForEditing & { cover: { id: string; url: string; mime: string } | null }> {
  const item = await getContentForEditing(type, id);
  if (!item.cover_id) return { ...item, cover: null };
  const [row] = await getDb().select({ path: media.path, mime: media.mime }).from(media).where(eq(media.id, item.cover_id)).limit(1);
  return { ...item, cover: row ? { id: item.cover_id, url: mediaUrl(row.path), mime: row.mime } : null };
}
