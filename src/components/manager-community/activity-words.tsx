import type { ReactNode } from 'react';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { splitAction } from '@/shared/activity';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';

/**
 * An activity entry in words, in the page's language: its action (`<resource>.<verb>`) as a
 * phrase, and its summary object as labelled values ("Status: from draft to published").
 * Messages live under `managerActivities`; an unknown action or key falls back to its code.
 */

/** The `managerActivities` translator, read with keys built from the log's own codes. */
export type ActivityTranslator = {
  (key: string, values?: Record<string, string | number>): string;
  has: (key: string) => boolean;
  rich: (key: string, values: Record<string, ReactNode | ((chunks: ReactNode) => ReactNode)>) => ReactNode;
};

/** The action as a phrase: its own message, else the verb's with the resource's noun, else its code. */
export function actionWords(t: ActivityTranslator, action: string): ReactNode {
  const { resource, verb } = splitAction(action);
  const own = `actions.${resource}.${verb}`;
  if (verb && t.has(own)) return t(own);
  if (t.has(`verbs.${verb}`) && t.has(`things.${resource}`)) return t(`verbs.${verb}`, { thing: t(`things.${resource}`) });
  return t.rich('unknownAction', {
    action,
    code: (chunks) => (
      <code dir="ltr" className="text-xs">
        {chunks}
      </code>
    ),
  });
}

// Keys whose string values are codes with words of their own (statuses, kinds, audiences…).
const CODED = new Set(['status', 'from', 'to', 'bulk', 'kind', 'audience', 'priority', 'second_factor', 'frequency']);
// Keys whose values list field names, or languages.
const FIELD_LISTS = new Set(['fields', 'changed']);
const IDS = /(^|_)id$|_item$/;
// Kept for the record, but nothing a reader of the log can use: a session's id.
const HIDDEN = new Set(['token_id']);
// The lines a reader looks for first; the rest follow in the order stored (the database keeps a
// summary's keys shortest first), addresses last.
const FIRST = ['status', 'bulk', 'fields', 'changed', 'languages'];
const LAST = ['slugs'];
const rankOf = (key: string) =>
  FIRST.includes(key) ? FIRST.indexOf(key) - FIRST.length : LAST.includes(key) ? 1 + LAST.indexOf(key) : 0;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Words = { t: ActivityTranslator; topics: ActivityTranslator; locale: Locale };

/** «from X to Y» in the page's language, with X and Y as rendered values (the message orders them). */
function fromTo({ t }: Words, from: ReactNode, to: ReactNode): ReactNode {
  const text = t('change.fromTo', { from: '\u0000from\u0000', to: '\u0000to\u0000' });
  return text.split('\u0000').map((part, index) => <span key={index}>{part === 'from' ? from : part === 'to' ? to : part}</span>);
}

function fieldLabel({ t }: Words, key: string): string {
  return t.has(`fields.${key}`) ? t(`fields.${key}`) : key.replace(/_/g, ' ');
}

function joined(words: Words, parts: ReactNode[]): ReactNode {
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 ? words.t('change.separator') : null}
      {part}
    </span>
  ));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value of the summary in words; `key` is the name it is filed under. */
function valueWords(words: Words, key: string, value: unknown): ReactNode {
  const { t, locale } = words;
  if (value === null || value === undefined || value === '') return <span className="text-muted">{t('change.none')}</span>;
  if (typeof value === 'boolean') return t(value ? 'change.yes' : 'change.no');
  if (typeof value === 'number') {
    return key === 'size'
      ? formatNumber(value / 1024, locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: value < 10_240 ? 1 : 0 })
      : formatNumber(value, locale);
  }
  if (typeof value === 'string') {
    if ((CODED.has(key) || key === 'languages' || key === 'bulk') && t.has(`values.${value}`)) return t(`values.${value}`);
    if (key === 'topic' && words.topics.has(value)) return words.topics(value);
    if (FIELD_LISTS.has(key)) return fieldLabel(words, value);
    if (ISO_INSTANT.test(value)) return formatDateTime(value, locale);
    // Ids and codes are Latin fragments; long ones break anywhere instead of widening the table.
    if (IDS.test(key)) return <Ltr className="font-mono text-xs break-all">{value}</Ltr>;
    return <bdi className="break-words">{value}</bdi>;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted">{t('change.none')}</span>;
    return joined(
      words,
      value.map((item) => valueWords(words, key, item)),
    );
  }
  if (isPlainObject(value)) {
    if ('from' in value && 'to' in value) {
      return fromTo(words, valueWords(words, key, value.from), valueWords(words, key, value.to));
    }
    // A value per language (slugs, names) or per field: each labelled.
    return joined(
      words,
      Object.entries(value).map(([inner, innerValue]) => (
        <>
          {fieldLabel(words, inner)}: {valueWords(words, key === 'languages' ? 'languages' : inner, innerValue)}
        </>
      )),
    );
  }
  return <bdi>{String(value)}</bdi>;
}

/** The labelled lines of a summary; a `before` / `after` pair becomes one line per field that changed. */
function summaryLines(words: Words, summary: Record<string, unknown>): { label: string; value: ReactNode }[] {
  const { before, after, ...rest } = summary;
  const lines: { label: string; value: ReactNode }[] = [];
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(key in after) || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      lines.push({
        label: fieldLabel(words, key),
        value: fromTo(words, valueWords(words, key, before[key]), valueWords(words, key, after[key])),
      });
    }
    if (lines.length === 0) lines.push({ label: fieldLabel(words, 'after'), value: words.t('change.unchanged') });
  } else {
    if (before !== undefined) rest.before = before;
    if (after !== undefined) rest.after = after;
  }
  const shown = Object.entries(rest)
    .filter(([key, value]) => !HIDDEN.has(key) && !(isPlainObject(value) && Object.keys(value).length === 0))
    .sort(([first], [second]) => rankOf(first) - rankOf(second));
  for (const [key, value] of shown) lines.push({ label: fieldLabel(words, key), value: valueWords(words, key, value) });
  return lines;
}

/** A summary as a short list of labelled values, wrapped within its cell. */
export function ActivitySummary({ summary, ...words }: Words & { summary: Record<string, unknown> }) {
  const lines = summaryLines(words, summary);
  if (lines.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl className="flex flex-col gap-1 text-xs leading-5" data-testid="activity-summary">
      {lines.map((line, index) => (
        <div key={index} className="break-words">
          <dt className="inline font-semibold">{line.label}: </dt>
          <dd className="inline">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
