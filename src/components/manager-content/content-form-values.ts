import { z } from 'zod';
import { locales, type Locale } from '@/i18n/locales';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { formatModelDateTime, parseModelDateTime } from '@/shared/dates';
import { createContentSchema } from '@/shared/schemas/content';
import { cleanAttributes } from './attribute-descriptors';
import type { MediaValue } from './media-upload';

/** One language's texts as typed; empty strings for what is not written. */
export type ContentTexts = { title: string; slug: string; excerpt: string; body: string; seo_title: string; seo_description: string };

/** An item as the edit page loads it. */
export type ContentFormInitial = {
  id: string;
  status: ContentStatus;
  category_id: string | null;
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
    tag_ids: initial?.tag_ids ?? [],
    cover: initial?.cover ?? null,
    attributes: initial?.attributes ?? {},
    translations: {
      fa: { ...emptyTexts, ...stripNulls(initial?.translations.fa) },
      en: { ...emptyTexts, ...stripNulls(initial?.translations.en) },
    },
  };
}

/**
 * The body of `POST /api/manager/{type}` or `PATCH …/{id}`: a language is sent once anything is
 * written in it; one the item had and the form emptied is sent as null, which removes it.
 */
export function contentBody(type: ContentType, initial: ContentFormInitial | undefined, values: ContentFormValues) {
  const translations: Partial<Record<Locale, Record<string, string | undefined> | null>> = {};
  for (const lang of locales) {
    const texts = values.translations[lang];
    if (Object.values(texts).some((value) => value.trim())) {
      translations[lang] = {
        title: texts.title,
        slug: texts.slug || undefined,
        excerpt: texts.excerpt,
        body: texts.body,
        seo_title: texts.seo_title || undefined,
        seo_description: texts.seo_description || undefined,
      };
    } else if (initial?.translations[lang]) {
      translations[lang] = null;
    }
  }
  const publishedAt = values.published_at ? parseModelDateTime(values.published_at) : null;
  return {
    status: values.status,
    published_at: publishedAt?.toISOString() ?? null,
    category_id: values.category_id || null,
    tag_ids: values.tag_ids,
    cover_id: values.cover?.id ?? null,
    attributes: cleanAttributes(type, values.attributes),
    translations,
  };
}

/** The API's own schema, checked before a round trip; a removed language is not checked. */
export function contentFormSchema(type: ContentType) {
  return z.preprocess((body) => {
    const { translations, ...rest } = body as ReturnType<typeof contentBody>;
    return { ...rest, translations: Object.fromEntries(Object.entries(translations).filter(([, texts]) => texts !== null)) };
  }, createContentSchema(type));
}

export type Completeness = 'complete' | 'partial' | 'empty';

export function completenessOf(texts: ContentTexts): Completeness {
  if (texts.title.trim() && texts.excerpt.trim() && texts.body.trim()) return 'complete';
  return texts.title.trim() || texts.body.trim() ? 'partial' : 'empty';
}
