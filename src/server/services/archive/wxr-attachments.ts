import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { locales } from '@/i18n/locales';
import { mediaUrl } from '@/server/services/media';
import { itemHead, PAGE, postmeta, type Numbering, type Timestamp } from './wxr-post';
import type { Authors } from './wxr-terms';
import { tag, wpSlug, type XmlOut } from './wxr-xml';

type MediaRow = {
  id: string;
  /** An item this file is the cover of, the first by id when several share it. */
  cover_of: string | null;
  path: string;
  alt: string | null;
  original_name: string | null;
  uploaded_by: string | null;
  created_at: Timestamp;
};

/** The post id of an item's first translation in the site's language order; 0 when it has none. */
function parentOf(numbering: Numbering, contentId: string): number {
  for (const locale of locales) {
    const id = numbering.translations.get(`${contentId}:${locale}`);
    if (id) return id;
  }
  return 0;
}

/**
 * Every public file as an attachment, so WordPress's importer downloads it from this site (ticket
 * attachments under `private/` are never published, so never exported).
 */
export async function writeAttachments(
  xml: XmlOut,
  db: Database,
  { siteUrl, authors, numbering }: { siteUrl: string; authors: Authors; numbering: Numbering },
): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const { rows } = await db.execute<MediaRow>(sql`
      select m.id, m.path, m.alt, m.original_name, m.uploaded_by, m.created_at,
        (select c.id from contents as c where c.cover_id = m.id order by c.id limit 1) as cover_of
      from media as m
      where m.path not like 'private/%' ${after ? sql`and m.id > ${after}::uuid` : sql``} order by m.id limit ${PAGE}`);
    for (const row of rows) {
      const id = numbering.nextPost();
      numbering.attachments.set(row.id, id);
      const url = `${siteUrl}${mediaUrl(row.path)}`;
      const base = row.path
        .split('/')
        .at(-1)!
        .replace(/\.[^.]+$/, '');
      await xml.write(
        ...itemHead({
          title: row.alt || row.original_name || base,
          link: url,
          date: row.created_at,
          modified: row.created_at,
          creator: authors.get(row.uploaded_by ?? '') ?? '',
          guid: url,
          body: '',
          excerpt: '',
          id,
          name: wpSlug(base.toLowerCase()),
          status: 'inherit',
          type: 'attachment',
          commentStatus: 'closed',
          // Attached to the item it is the cover of (its first language's post), as WordPress
          // attaches a featured image to its post: the media library says where it is used,
          // and a [gallery] without ids there lists the post's own images.
          parent: row.cover_of ? parentOf(numbering, row.cover_of) : 0,
        }),
        tag('wp:attachment_url', url),
        postmeta('_wp_attached_file', row.path),
        ...(row.alt ? [postmeta('_wp_attachment_image_alt', row.alt)] : []),
        '</item>',
      );
    }
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}
