/**
 * Turns zod issues into localized messages keyed by field path, in the shape of a 422 body
 * (`{ message, errors: { field: [...] } }`). Used by the API's validation mapper and by forms,
 * so one schema speaks both languages. Isomorphic: the catalogue comes in as an argument, the whole
 * one on the server and the slice a page's provider holds in the browser.
 */
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { lookupMessage, translateIn, type Catalog } from '@/i18n/translate';
import { formatDate } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { intlLocaleTag } from '@/i18n/locales';

type Issue = z.core.$ZodIssue;
type Values = Record<string, string | number>;

export type LocalizedIssues = { message: string; errors: Record<string, string[]> };

/** Key under which issues without a path (object-level refinements) are reported; react-hook-form's name. */
export const ROOT_ERROR_KEY = 'root';
const VALIDATION_PREFIX = 'validation.';

/** 'items.0.title' from ['items', 0, 'title']; symbols have no place in a JSON error body. */
export function issuePath(path: readonly PropertyKey[]): string {
  const parts = path.filter((p): p is string | number => typeof p !== 'symbol').map(String);
  return parts.length ? parts.join('.') : ROOT_ERROR_KEY;
}

/** The field's label in the catalogue when it has one (SPEC §5), otherwise the raw name. */
export function fieldLabelIn(catalog: Catalog, name: string): string {
  return lookupMessage(catalog, `fields.${name}`) ?? name;
}

/** The name that labels a path: its last named segment ('images.0' is about 'images'). */
function fieldNameOf(path: readonly PropertyKey[]): string | null {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const part = path[i];
    if (typeof part === 'string') return part;
  }
  return null;
}

/**
 * A message key: `validation.…`, or a feature's own `<namespace>.validation.…` (e.g.
 * `content.validation.slugTaken`), so each feature keeps its validation texts in its namespace.
 */
function isValidationKey(message: string, catalog: Catalog): boolean {
  const isKeyShaped = message.startsWith(VALIDATION_PREFIX) || /^[a-zA-Z]+\.validation\.[\w.]+$/.test(message);
  return isKeyShaped && lookupMessage(catalog, message) !== undefined;
}

/**
 * zod strips `input` from issues unless parsed with `reportInput: true`; its message then still
 * says what was received, which is the only remaining way to tell "missing" from "wrong type".
 */
function isMissing(issue: Issue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)\b/.test(issue.message);
}

function formatValue(value: unknown, locale: Locale): string {
  if (typeof value === 'number' || typeof value === 'bigint') return formatNumber(value, locale);
  if (value instanceof Date) return formatDate(value, locale);
  if (Array.isArray(value)) {
    const items = value.map((item) => formatValue(item, locale));
    return new Intl.ListFormat(intlLocaleTag(locale), { type: 'disjunction' }).format(items);
  }
  return String(value);
}

function bound(value: number | bigint, origin: string, locale: Locale): string {
  // zod reports date bounds as epoch milliseconds.
  if (origin === 'date') return formatDate(new Date(Number(value)), locale);
  return formatValue(value, locale);
}

type Resolved = { key: string; values: Values };

/** Picks the catalogue key for an issue that carries zod's own message, by code and params. */
function keyForIssue(issue: Issue, locale: Locale): Resolved {
  switch (issue.code) {
    case 'invalid_type': {
      if (isMissing(issue)) return { key: 'required', values: {} };
      const typeKeys: Record<string, string> = {
        string: 'string.type',
        number: 'number.type',
        bigint: 'number.type',
        int: 'number.integer',
        date: 'date.type',
        array: 'array.type',
        tuple: 'array.type',
        set: 'array.type',
      };
      return { key: typeKeys[issue.expected] ?? 'invalid', values: {} };
    }
    case 'too_small': {
      const min = bound(issue.minimum, issue.origin, locale);
      const isOneOrMore = Number(issue.minimum) === 1 && issue.inclusive !== false;
      switch (issue.origin) {
        case 'string':
          if (issue.exact) return { key: 'string.length', values: { length: min } };
          // An empty string fails min(1): to the person filling the form, that is "required".
          return isOneOrMore ? { key: 'required', values: {} } : { key: 'string.min', values: { min } };
        case 'number':
        case 'int':
        case 'bigint':
          if (issue.inclusive === false) {
            return Number(issue.minimum) === 0
              ? { key: 'number.positive', values: {} }
              : { key: 'number.moreThan', values: { min } };
          }
          return { key: 'number.min', values: { min } };
        case 'date':
          return { key: issue.inclusive === false ? 'date.after' : 'date.min', values: { min } };
        case 'array':
        case 'set':
        case 'file':
          if (issue.exact) return { key: 'array.length', values: { length: min } };
          return isOneOrMore ? { key: 'required', values: {} } : { key: 'array.min', values: { min } };
        default:
          return { key: 'invalid', values: {} };
      }
    }
    case 'too_big': {
      const max = bound(issue.maximum, issue.origin, locale);
      switch (issue.origin) {
        case 'string':
          return issue.exact ? { key: 'string.length', values: { length: max } } : { key: 'string.max', values: { max } };
        case 'number':
        case 'int':
        case 'bigint':
          if (issue.inclusive === false) {
            return Number(issue.maximum) === 0
              ? { key: 'number.negative', values: {} }
              : { key: 'number.lessThan', values: { max } };
          }
          return { key: 'number.max', values: { max } };
        case 'date':
          return { key: issue.inclusive === false ? 'date.before' : 'date.max', values: { max } };
        case 'array':
        case 'set':
        case 'file':
          return issue.exact ? { key: 'array.length', values: { length: max } } : { key: 'array.max', values: { max } };
        default:
          return { key: 'invalid', values: {} };
      }
    }
    case 'invalid_format': {
      const formatKeys: Record<string, string> = {
        email: 'string.email',
        url: 'string.url',
        regex: 'string.pattern',
        starts_with: 'string.pattern',
        ends_with: 'string.pattern',
        includes: 'string.pattern',
        lowercase: 'string.lowercase',
        uppercase: 'string.uppercase',
        date: 'date.type',
        datetime: 'date.type',
        time: 'date.time',
        e164: 'string.mobile',
      };
      return { key: formatKeys[issue.format] ?? 'invalid', values: {} };
    }
    case 'not_multiple_of':
      return issue.divisor === 1
        ? { key: 'number.integer', values: {} }
        : { key: 'number.multipleOf', values: { divisor: formatValue(issue.divisor, locale) } };
    case 'invalid_value':
      // z.literal(true) on a checkbox (terms_and_conditions) means "tick it".
      if (issue.values.length === 1 && issue.values[0] === true) return { key: 'accepted', values: {} };
      return { key: 'oneOf', values: { values: formatValue(issue.values, locale) } };
    case 'invalid_union':
      return { key: 'invalid', values: {} };
    default:
      return { key: 'invalid', values: {} };
  }
}

/** Values a schema passed with a custom issue (`params`), formatted for the locale. */
function customValues(issue: Issue, locale: Locale): Values {
  if (issue.code !== 'custom' || !issue.params) return {};
  return Object.fromEntries(Object.entries(issue.params).map(([name, value]) => [name, formatValue(value, locale)]));
}

function labelFor(path: readonly PropertyKey[], catalog: Catalog, locale: Locale): string {
  const name = fieldNameOf(path);
  return name === null ? translateIn(catalog, locale, 'validation.form') : fieldLabelIn(catalog, name);
}

/** One issue → one or more `{ path, message }` (unrecognized_keys yields one per key). */
export function localizeIssueIn(catalog: Catalog, issue: Issue, locale: Locale): { path: string; message: string }[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const path = [...issue.path, key];
      return {
        path: issuePath(path),
        message: translateIn(catalog, locale, 'validation.object.unknown', { field: labelFor(path, catalog, locale) }),
      };
    });
  }

  const field = labelFor(issue.path, catalog, locale);
  const path = issuePath(issue.path);
  // Derived values (min, max, …) come from the issue even when the schema chose the key.
  const derived = keyForIssue(issue, locale);
  if (isValidationKey(issue.message, catalog)) {
    const values = { ...derived.values, ...customValues(issue, locale), field };
    return [{ path, message: translateIn(catalog, locale, issue.message, values) }];
  }
  // A refinement's own literal text is kept: its author wrote it for people, not as a key.
  if (issue.code === 'custom' && issue.message && issue.message !== 'Invalid input') {
    return [{ path, message: issue.message }];
  }
  return [{ path, message: translateIn(catalog, locale, `${VALIDATION_PREFIX}${derived.key}`, { ...derived.values, field }) }];
}

/** The 422 body for a failed parse: `api.validation` plus localized messages per field path. */
export function localizeIssuesIn(catalog: Catalog, issues: readonly Issue[], locale: Locale): LocalizedIssues {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    for (const { path, message } of localizeIssueIn(catalog, issue, locale)) {
      const list = (errors[path] ??= []);
      if (!list.includes(message)) list.push(message);
    }
  }
  return { message: translateIn(catalog, locale, 'api.validation'), errors };
}
