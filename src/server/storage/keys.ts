/**
 * Whether a storage key is safe: relative, no `..`, no backslashes or NUL, only ordinary file
 * name characters. Keys arrive from URLs, so this is what stops path traversal.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 500) return false;
  if (key.startsWith('/') || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && /^[\w.-]+$/.test(part));
}

/**
 * Where files that only guarded API routes hand out live (ticket attachments, export archives,
 * uploaded import files): `/media/…` never serves a key under it, on disk or in a bucket alike.
 */
export const PRIVATE_PREFIX = 'private/';

/** A key under the private prefix: `privateKey('exports', 'x.tar.gz')` → `private/exports/x.tar.gz`. */
export function privateKey(...parts: string[]): string {
  return `${PRIVATE_PREFIX}${parts.join('/')}`;
}

// Export archives and import uploads were stored here, outside the private prefix, before
// they became private: an install upgraded from then may still hold some until they expire.
const FORMERLY_PUBLIC_PRIVATE_FILES = ['exports/', 'imports/'];

/** Whether `/media/…` may serve this key to anyone: a safe key outside every private place. */
export function isPublicMediaKey(key: string): boolean {
  return isSafeKey(key) && !key.startsWith(PRIVATE_PREFIX) && !FORMERLY_PUBLIC_PRIVATE_FILES.some((prefix) => key.startsWith(prefix));
}
