import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '@/server/db/client';
import { media } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { contentTypes, playback, type ContentType } from '@/shared/content-types';
import { attributesSchema } from '@/shared/schemas/content-attributes';
import { isAllowedEmbed } from '@/shared/attribute-facts';
import type { WxrItem } from '../wxr/types';

type Source = {
  locale: Locale;
  byline: string | null;
  body: string;
  coverUrl: string | null;
  excerpt: string;
  /** The post's meta, where Darvazeh's own export keeps each item's attributes. */
  meta: WxrItem['meta'];
};

const firstSource = (body: string, tag: 'audio' | 'video' | 'iframe') => new RegExp(`<${tag}\\b[^>]*\\bsrc="([^"]+)"`, 'i').exec(body)?.[1]?.replace(/&amp;/g, '&');

/** Minutes of a stored file's measured length, at least one; null when it was not measured. */
async function minutesOf(tx: Transaction, url: string | undefined): Promise<number | null> {
  if (!url?.startsWith('/media/')) return null;
  const path = url.slice('/media/'.length).split('/').map(decodeURIComponent).join('/');
  const [row] = await tx.select({ seconds: media.durationSeconds }).from(media).where(eq(media.path, path)).limit(1);
  return row?.seconds ? Math.max(1, Math.round(row.seconds / 60)) : null;
}

/** What a played type's file and minutes are, from the first player of its kind in the body. */
async function playedAttributes(tx: Transaction, kind: 'audio' | 'video', body: string): Promise<Record<string, unknown>> {
  const { file, minutes } = playback[kind];
  const source = firstSource(body, kind);
  if (source) return { [file]: source, [minutes]: (await minutesOf(tx, source)) ?? 1 };
  const embed = kind === 'video' ? firstSource(body, 'iframe') : undefined;
  return embed && isAllowedEmbed(embed) ? { embed_url: embed, [minutes]: 1 } : {};
}

/**
 * What Darvazeh's own export wrote of an item of this type (`_darvazeh_attributes`, JSON), which
 * says more than its post can: a coin's prices, a book's author, a post's text in both languages.
 */
function exportedAttributes(type: ContentType, meta: Source['meta']): Record<string, unknown> {
  const value = (key: string) => meta.find((entry) => entry.key === key)?.value;
  if (value('_darvazeh_type') !== type) return {};
  try {
    const parsed: unknown = JSON.parse(value('_darvazeh_attributes') ?? '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The typed attributes a WordPress post brings to the type it is mapped to, read off the type's
 * own registry entry and schema: a played type plays the first player of its kind in the body, a
 * type with an `author` takes the post's, one with a short `text` takes the excerpt and one with
 * an `image` the featured image; what Darvazeh's own export wrote of the item wins over all that.
 * What a post cannot give (a coin's symbol and prices) is left for the schema to refuse, and the
 * report names the field.
 */
export async function attributesFor(tx: Transaction, type: ContentType, source: Source): Promise<Record<string, unknown>> {
  const kind = contentTypes[type].playable;
  const fields = (attributesSchema(type) as z.ZodObject).shape;
  const attributes: Record<string, unknown> = kind ? await playedAttributes(tx, kind, source.body) : {};
  if ('author' in fields && source.byline) attributes.author = source.byline;
  if ('text' in fields) {
    const text = (source.excerpt || source.body.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim().slice(0, 1000);
    if (text) attributes.text = { [source.locale]: text };
  }
  if ('image' in fields && source.coverUrl) attributes.image = source.coverUrl;
  return { ...attributes, ...exportedAttributes(type, source.meta) };
}
