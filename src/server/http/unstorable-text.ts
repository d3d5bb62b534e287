import { ValidationError, type FieldIssue } from '@/server/errors';

/**
 * A NUL byte cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate cannot be encoded
 * as UTF-8: either would reach the database and fail there as a 500 with a stack trace in the log.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/**
 * How deep a body or query may nest. No endpoint takes more than a few levels; the cap keeps a
 * crafted body of thousands of levels a 422 instead of a stack overflow anywhere that walks it.
 */
export const MAX_NESTING = 32;

/** Walks `value` without recursion, noting every text that cannot be stored; false when it nests too deeply. */
function collect(value: unknown, issues: FieldIssue[]): boolean {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (!isStorableText(current)) issues.push({ path, message: 'validation.string.characters' });
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (path.length >= MAX_NESTING) return false;
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    for (const [key, item] of entries.reverse()) {
      // A key is text too: it may be echoed in a 422 or stored inside a jsonb column.
      if (typeof key === 'string' && !isStorableText(key)) issues.push({ path, message: 'validation.string.characters' });
      else pending.push({ value: item, path: [...path, key] });
    }
  }
  return true;
}

/**
 * Refuses a request body or query with text that cannot be stored, as a 422 under each field that
 * carries it. Runs once where bodies and queries are parsed, so no route and no field is missed.
 */
export function assertStorableText(value: unknown): void {
  const issues: FieldIssue[] = [];
  if (!collect(value, issues)) throw new ValidationError([{ path: [], message: 'validation.tooDeep' }]);
  if (issues.length > 0) throw new ValidationError(issues);
}
