/**
 * Whether a storage key is safe: relative, no `..`, no backslashes or NUL, only ordinary file
 * name characters. Keys arrive from URLs, so this is what stops path traversal.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 500) return false;
  if (key.startsWith('/') || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && /^[\w.-]+$/.test(part));
}
