import { describe, expect, it } from 'vitest';
import { formatClock } from '@/shared/format/clock';

describe('formatClock', () => {
  it('reads a position in the reader’s digits', () => {
    expect(formatClock(65.7, 'en')).toBe('1:05');
    expect(formatClock(65.7, 'fa')).toBe('۱:۰۵');
    expect(formatClock(3725, 'fa')).toBe('۱:۰۲:۰۵');
  });

  it('reads an unknown length as zero', () => {
    expect(formatClock(Number.NaN, 'en')).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY, 'fa')).toBe('۰:۰۰');
  });
});
