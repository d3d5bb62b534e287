import { ValidationError, type FieldIssue } from './errors';

/**
 * A NUL byte cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate cannot be encoded
 * as UTF-8: either would reach the database and fail there as a 500 with a stack trace in the log.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

function collect(value: unknown, path: (string | number)[], issues: FieldIssue[]): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) issues.push({ path, message: 'validation.string.characters' });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...path, index], issues));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A key is text too: it may be echoed in a 422 or stored inside a jsonb column.
      if (!isStorableText(key)) issues.push({ path, message: 'validation.string.characters' });
      else collect(item, [...path, key], issues);
    }
  }
}

/**
 * Refuses a request body or query with text that cannot be stored, as a 422 under each field that
 * carries it. Runs once where bodies and queries are parsed, so no route and no field is missed.
 */
export function assertStorableText(value: unknown): void {
  const issues: FieldIssue[] = [];
  collect(value, [], issues);
  if (issues.length > 0) throw new ValidationError(issues);
}
