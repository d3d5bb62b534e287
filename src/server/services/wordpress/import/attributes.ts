import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { media } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { isAllowedEmbed } from '@/shared/schemas/content-attributes';

type Source = { locale: Locale; byline: string | null; body: string; coverUrl: string | null; excerpt: string };

const firstSource = (body: string, tag: 'audio' | 'video' | 'iframe') => new RegExp(`<${tag}\\b[^>]*\\bsrc="([^"]+)"`, 'i').exec(body)?.[1]?.replace(/&amp;/g, '&');

/** Minutes of a stored file's measured length, at least one; null when it was not measured. */
async function minutesOf(tx: Transaction, url: string | undefined): Promise<number | null> {
  if (!url?.startsWith('/media/')) return null;
  const path = url.slice('/media/'.length).split('/').map(decodeURIComponent).join('/');
  const [row] = await tx.select({ seconds: media.durationSeconds }).from(media).where(eq(media.path, path)).limit(1);
  return row?.seconds ? Math.max(1, Math.round(row.seconds / 60)) : null;
}

/**
 * The typed attributes a WordPress post brings to the type it is mapped to, from what the post
 * holds: a book's author is the post's, a podcast plays the first audio in its body, a video the
 * first video or embed, a short post is its excerpt. What the post cannot give (a coin's symbol
 * and prices) is left for the type's schema to refuse, and the report names the field.
 */
export async function attributesFor(tx: Transaction, type: ContentType, source: Source): Promise<Record<string, unknown>> {
  switch (type) {
    case 'books':
      return source.byline ? { author: source.byline } : {};
    case 'podcasts': {
      const audio = firstSource(source.body, 'audio');
      return audio ? { audio, listening_time: (await minutesOf(tx, audio)) ?? 1 } : {};
    }
    case 'videos': {
      const video = firstSource(source.body, 'video');
      const embed = firstSource(source.body, 'iframe');
      const minutes = (await minutesOf(tx, video)) ?? 1;
      if (video) return { video, watching_time: minutes };
      return embed && isAllowedEmbed(embed) ? { embed_url: embed, watching_time: minutes } : {};
    }
    case 'posts':
      return { text: { [source.locale]: (source.excerpt || source.body.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim().slice(0, 1000) }, ...(source.coverUrl ? { image: source.coverUrl } : {}) };
    default:
      return {};
  }
}
