import { diffWords } from 'diff';
import type { Locale } from '@/i18n/locales';
import type { DiffPart, FieldDiff, RevisionSnapshot, RevisionTextField } from '@/shared/schemas/content-revisions';
import { revisionTextFields } from '@/shared/schemas/content-revisions';
import { plainText } from '../html';

/** Where one block of a body ends: its words are compared as text, the markup around them is not. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|tr|figcaption|div)>|<br\s*\/?>|<hr\b[^>]*>/i;

/** A body as its readers read it: one paragraph per block, tags gone, blank lines between. */
export function blocksAsText(html: string): string {
  return html
    .split(BLOCK_END)
    .map(plainText)
    .filter((block) => block.length > 0)
    .join('\n\n');
}

type Texts = NonNullable<RevisionSnapshot['translations']['fa']>;

function textOf(texts: Texts | undefined, field: RevisionTextField): string {
  const value = texts?.[field] ?? '';
  return field === 'body' ? blocksAsText(value) : value;
}

/**
 * Word-level changes of two texts in `locale`. Words are found by the language's own segmenter:
 * the package's default word pattern knows only Latin letters and would compare Persian letter
 * by letter.
 */
export function wordDiff(before: string, after: string, locale: Locale): DiffPart[] {
  const intlSegmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return diffWords(before, after, { intlSegmenter }).map((part) => ({
    value: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/** Every text field of one language that either version has, each with its word-level changes. */
export function languageDiff(before: Texts | undefined, after: Texts | undefined, locale: Locale): FieldDiff[] {
  return revisionTextFields.flatMap((field) => {
    const [old, now] = [textOf(before, field), textOf(after, field)];
    return old || now ? [{ field, parts: wordDiff(old, now, locale) }] : [];
  });
}
