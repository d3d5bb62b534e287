import type { ByteRange } from './types';

/**
 * Parses a `Range: bytes=…` header against an object of `size` bytes (RFC 9110 §14). Returns
 * `null` when there is no usable single range (the whole object is sent), or 'unsatisfiable'
 * (416). Multi-range requests are answered with the whole object, which the RFC permits.
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (size === 0) return 'unsatisfiable';
  if (from === '') {
    // `bytes=-500`: the last 500 bytes.
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}
