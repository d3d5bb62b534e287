import { describe, expect, it } from 'vitest';
import { parseRange } from '@/server/storage/range';
import { isSafeKey } from '@/server/storage/keys';

describe('parseRange', () => {
  it('reads a closed range', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
  });
  it('reads an open range to the end', () => {
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
  });
  it('reads a suffix range', () => {
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });
  it('clamps the end to the size', () => {
    expect(parseRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
  });
  it('answers 416 for a start past the end', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
  });
  it('ignores what it does not understand', () => {
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('bytes=9-3', 100)).toBeNull();
  });
});

describe('isSafeKey', () => {
  it('accepts stored keys', () => {
    expect(isSafeKey('images/2026/11/3f1c-640.webp')).toBe(true);
  });
  it('rejects traversal and absolute paths', () => {
    for (const key of ['../secret', 'images/../../etc/passwd', '/etc/passwd', 'a\\b', 'a//b', '', 'a/./b']) {
      expect(isSafeKey(key)).toBe(false);
    }
  });
});
