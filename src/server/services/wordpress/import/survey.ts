import type { Locale } from '@/i18n/locales';
import { contentTypes, type ContentType } from '@/shared/content-types';
import type { WordpressImportOptions } from '@/shared/schemas/portability';
import { contentTypeOfCategory, contentTypeOfPostType } from '../post-types';
import type { WxrAuthor, WxrChannel, WxrItem, WxrRecord, WxrTerm } from '../wxr/types';

/** Post types that are WordPress's own machinery, never a reader's content. */
const MACHINERY = new Set([
  'nav_menu_item', 'revision', 'custom_css', 'customize_changeset', 'oembed_cache', 'user_request',
  'wp_block', 'wp_template', 'wp_template_part', 'wp_global_styles', 'wp_navigation', 'wp_font_family', 'wp_font_face',
]);
/** Statuses that never reach readers nor editors: not imported. */
const DISCARDED_STATUSES = new Set(['trash', 'auto-draft', 'inherit']);

export type Attachment = {
  url: string;
  link: string;
  title: string;
  parent: number;
  /** Its place among the post's attachments (WordPress orders a gallery by it, then by id). */
  menuOrder: number;
  /** The image's description (`_wp_attachment_image_alt`) and caption (its excerpt). */
  alt: string;
  caption: string;
};

/**
 * What the first pass over the file learns before anything is written: the site, its terms and
 * their Polylang pairs, where each attachment's file is, and how many of each kind the second
 * pass will meet (the progress bar's totals).
 */
export type Survey = {
  channel: WxrChannel | null;
  /** `https://old.example.com|`: what every import key of this site starts with. */
  siteKey: string;
  /** The path the old site lived under (`/blog`), stripped from its permalinks. */
  basePath: string;
  terms: WxrTerm[];
  /** Polylang: a term id → its language, from `term_translations`. */
  termLanguage: Map<number, Locale>;
  /** Polylang: a term id → the key of its group of translations. */
  termGroup: Map<number, string>;
  attachments: Map<number, Attachment>;
  totals: Record<string, number>;
  /** A login → the name the author signs with. */
  authors: Map<string, string>;
  authorRecords: WxrAuthor[];
  /**
   * The site's clock: for each item dated both ways, its wall-clock date (ms, read as UTC) and how
   * far that is ahead of UTC. WXR names no time zone, but these pairs are it, summer time included.
   */
  clock: { local: number; offset: number }[];
  /** WordPress's own machinery by post type (menus, navigation, templates) and how many the file holds. */
  machinery: Map<string, number>;
};

/** Polylang stores a group as a PHP-serialized map `a:2:{s:2:"fa";i:12;s:2:"en";i:13;}`. */
export function polylangGroup(description: string): [string, number][] {
  return [...description.matchAll(/s:\d+:"([a-zA-Z_-]+)";i:(\d+);/g)].map((match) => [match[1]!, Number(match[2])]);
}

/** `fa`, `fa-IR`, `fa_IR`, `en-US` → the product's language; null for one it does not speak. */
export function localeOf(code: string | undefined): Locale | null {
  const base = code?.toLowerCase().split(/[-_]/)[0];
  return base === 'fa' || base === 'en' ? base : null;
}

/** The type an older Darvazeh export filed a post under as the category `darvazeh-type-<type>`, which is no category here. */
const typeOfCategory = (term: { domain: string; slug: string }) => (term.domain === 'category' ? contentTypeOfCategory(contentTypes, term.slug) : null);
export const isTypeCategory = (term: { domain: string; slug: string }): boolean => typeOfCategory(term) !== null;

/**
 * The content type an item becomes, or why it is not imported. Darvazeh's own export comes back
 * as it went: each type from its post type (`darvazeh_book`), or from an older export's
 * `darvazeh-type-<type>` category; what the options say wins.
 */
export function destinationOf(item: WxrItem, options: WordpressImportOptions): { type: ContentType } | { skip: string } {
  if (DISCARDED_STATUSES.has(item.status)) return { skip: 'statusDiscarded' };
  if (MACHINERY.has(item.postType) || item.postType === 'attachment') return { skip: 'machinery' };
  if (item.postType === 'post') {
    for (const term of item.terms) {
      const type = term.domain === 'category' ? options.categories[term.slug] : undefined;
      if (type) return { type };
    }
    return { type: item.terms.map(typeOfCategory).find((type) => type !== null) ?? 'articles' };
  }
  if (item.postType === 'page') return options.pages === 'skip' ? { skip: 'pagesSkipped' } : { type: options.pages };
  const mapped = options.post_types[item.postType] ?? contentTypeOfPostType(contentTypes, item.postType);
  if (!mapped) return { skip: 'unknownPostType' };
  return mapped === 'skip' ? { skip: 'postTypeSkipped' } : { type: mapped };
}

export function emptySurvey(): Survey {
  return { channel: null, siteKey: '', basePath: '', terms: [], termLanguage: new Map(), termGroup: new Map(), attachments: new Map(), totals: {}, authors: new Map(), authorRecords: [], clock: [], machinery: new Map() };
}

/**
 * When an item dated only by the site's wall clock (a draft WordPress never gave a GMT date) was
 * written: that clock less the offset the site kept nearest that time, so a draft from January is
 * read in winter time and one from July in summer time. With nothing to learn from, the wall clock
 * stands for UTC, as it did before.
 */
export function dateOf(survey: Survey, item: WxrItem): Date | null {
  if (!item.isDateLocal || !item.localDate) return item.date;
  const local = item.localDate.getTime();
  let nearest: Survey['clock'][number] | undefined;
  for (const sample of survey.clock) {
    if (!nearest || Math.abs(sample.local - local) < Math.abs(nearest.local - local)) nearest = sample;
  }
  return new Date(local - (nearest?.offset ?? 0));
}

/**
 * A category or tag an item is filed under that the file never declares (WordPress exports only the
 * terms it lists, and a partial export or a plugin can leave some out) is declared here from the
 * name the item gives it, in the item's language, so it is made like any other. Such terms get ids
 * below zero, which no WordPress term has: the report names them.
 */
const declaredTerms = new WeakMap<Survey, Set<string>>();

function declareUsedTerms(survey: Survey, item: WxrItem): void {
  const locale = localeOf(item.terms.find((term) => term.domain === 'language')?.slug);
  let declared = declaredTerms.get(survey);
  // The file lists its terms before its items: by the first item, they are all known.
  if (!declared) declaredTerms.set(survey, (declared = new Set(survey.terms.map((term) => `${term.taxonomy}|${term.slug}`))));
  for (const used of item.terms) {
    if ((used.domain !== 'category' && used.domain !== 'post_tag') || isTypeCategory(used)) continue;
    if (declared.has(`${used.domain}|${used.slug}`)) continue;
    declared.add(`${used.domain}|${used.slug}`);
    const id = -(survey.terms.length + 1);
    survey.terms.push({ kind: 'term', taxonomy: used.domain, id, slug: used.slug, name: used.name || used.slug, parentSlug: '', description: '' });
    if (locale) survey.termLanguage.set(id, locale);
  }
}

/** Folds one record of the first pass into `survey`. */
export function surveyRecord(survey: Survey, record: WxrRecord, options: WordpressImportOptions): void {
  switch (record.kind) {
    case 'channel': {
      survey.channel = record;
      const base = record.baseBlogUrl || record.baseSiteUrl || record.link;
      survey.siteKey = `${base.replace(/\/+$/, '')}|`;
      try {
        survey.basePath = new URL(base).pathname.replace(/\/+$/, '');
      } catch {
        survey.basePath = '';
      }
      return;
    }
    case 'author':
      survey.authorRecords.push(record);
      survey.authors.set(record.login, record.displayName || [record.firstName, record.lastName].filter(Boolean).join(' ') || record.login);
      return;
    case 'term':
      if (isTypeCategory({ domain: record.taxonomy, slug: record.slug })) return;
      survey.terms.push(record);
      if (record.taxonomy === 'term_translations') {
        for (const [language, id] of polylangGroup(record.description)) {
          const locale = localeOf(language);
          if (locale) survey.termLanguage.set(id, locale);
          survey.termGroup.set(id, record.slug);
        }
      }
      return;
    case 'item': {
      if (record.postType === 'attachment') {
        survey.attachments.set(record.postId, {
          url: record.attachmentUrl || record.guid,
          link: record.link,
          title: record.title,
          parent: record.postParent,
          menuOrder: record.menuOrder,
          alt: record.meta.find((entry) => entry.key === '_wp_attachment_image_alt')?.value ?? '',
          caption: record.excerpt,
        });
        survey.totals.media = (survey.totals.media ?? 0) + 1;
        return;
      }
      if (!record.isDateLocal && record.date && record.localDate) {
        survey.clock.push({ local: record.localDate.getTime(), offset: record.localDate.getTime() - record.date.getTime() });
      }
      const destination = destinationOf(record, options);
      if ('skip' in destination && destination.skip === 'machinery') {
        survey.machinery.set(record.postType, (survey.machinery.get(record.postType) ?? 0) + 1);
      }
      if ('type' in destination) {
        survey.totals[destination.type] = (survey.totals[destination.type] ?? 0) + 1;
        survey.totals.comments = (survey.totals.comments ?? 0) + record.comments.length;
        declareUsedTerms(survey, record);
      }
      return;
    }
  }
}
