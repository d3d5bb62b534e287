import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { mediaUrl } from '@/server/services/media';
import { itemHead, PAGE, postmeta, type Numbering, type Timestamp } from './wxr-post';
import type { Authors } from './wxr-terms';
import { tag, wpSlug, type XmlOut } from './wxr-xml';

type MediaRow = {
  id: string;
  path: string;
  alt: string | null;
  original_name: string | null;
  uploaded_by: string | null;
  created_at: Timestamp;
};

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
      select id, path, alt, original_name, uploaded_by, created_at from media
      where path not like 'private/%' ${after ? sql`and id > ${after}::uuid` : sql``} order by id limit ${PAGE}`);
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
