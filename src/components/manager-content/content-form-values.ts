import type { z } from 'zod';
import { locales, type Locale } from '@/i18n/locales';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { formatModelDateTime, parseModelDateTime } from '@/shared/dates';
import type { createContentSchema } from '@/shared/schemas/content';
import { cleanAttributes } from './attribute-descriptors';
import type { MediaValue } from './media-upload';

/** One language's texts as typed; empty strings for what is not written. */
export type ContentTexts = { title: string; slug: string; excerpt: string; body: string; seo_title: string; seo_description: string };

/** An item as the edit page loads it. */
export type ContentFormInitial = {
  id: string;
  status: ContentStatus;
  category_id: string | null;
  category_ids: string[];
  tag_ids: string[];
  cover: MediaValue;
  published_at: string | null;
  attributes: Record<string, unknown>;
  translations: Partial<Record<Locale, { title: string } & { [K in Exclude<keyof ContentTexts, 'title'>]?: string | null }>>;
};

/** What the form holds: the date as the picker's model text, no category as an empty string. */
export type ContentFormValues = {
  status: ContentStatus;
  published_at: string | null;
  category_id: string;
  /** The extra categories (ADR 0032); may still hold the primary one, which is not sent. */
  category_ids: string[];
  tag_ids: string[];
  cover: MediaValue;
  attributes: Record<string, unknown>;
  translations: Record<Locale, ContentTexts>;
};

const emptyTexts: ContentTexts = { title: '', slug: '', excerpt: '', body: '', seo_title: '', seo_description: '' };

function stripNulls(texts: object | undefined): Partial<ContentTexts> {
  return Object.fromEntries(Object.entries(texts ?? {}).filter(([, value]) => value !== null)) as Partial<ContentTexts>;
}

export function contentFormValues(initial?: ContentFormInitial): ContentFormValues {
  return {
    status: initial?.status ?? 'draft',
    published_at: initial?.published_at ? formatModelDateTime(new Date(initial.published_at)) : null,
    category_id: initial?.category_id ?? '',
    category_ids: initial?.category_ids ?? [],
    tag_ids: initial?.tag_ids ?? [],
    cover: initial?.cover ?? null,
    attributes: initial?.attributes ?? {},
    translations: {
      fa: { ...emptyTexts, ...stripNulls(initial?.translations.fa) },
      en: { ...emptyTexts, ...stripNulls(initial?.translations.en) },
    },
  };
}

/** What a create sends. */
export type ContentCreateBody = z.input<ReturnType<typeof createContentSchema>>;

/** The body of a create, and of an update before `removedLanguages`: a language is sent once anything is written in it. */
export function contentBody(type: ContentType, values: ContentFormValues): ContentCreateBody {
  const translations: ContentCreateBody['translations'] = {};
  for (const lang of locales) {
    const texts = values.translations[lang];
    if (!Object.values(texts).some((value) => value.trim())) continue;
    translations[lang] = {
      title: texts.title,
      slug: texts.slug || undefined,
      excerpt: texts.excerpt,
      body: texts.body,
      seo_title: texts.seo_title || undefined,
      seo_description: texts.seo_description || undefined,
    };
  }
  const publishedAt = values.published_at ? parseModelDateTime(values.published_at) : null;
  return {
    status: values.status,
    published_at: publishedAt?.toISOString() ?? null,
    category_id: values.category_id || null,
    category_ids: values.category_ids.filter((id) => id !== values.category_id),
    tag_ids: values.tag_ids,
    cover_id: values.cover?.id ?? null,
    attributes: cleanAttributes(type, values.attributes),
    translations,
  };
}

/** For an update: a language the item had and the form emptied, sent as null, which removes it. */
export function removedLanguages(initial: ContentFormInitial, body: ContentCreateBody): Partial<Record<Locale, null>> {
  return Object.fromEntries(locales.filter((lang) => initial.translations[lang] && !body.translations[lang]).map((lang) => [lang, null] as const));
}

export type Completeness = 'complete' | 'partial' | 'empty';

export function completenessOf(texts: ContentTexts): Completeness {
  if (texts.title.trim() && texts.excerpt.trim() && texts.body.trim()) return 'complete';
  return texts.title.trim() || texts.body.trim() ? 'partial' : 'empty';
}
