import { describe, expect, it } from 'vitest';
import { autosaveTime } from '@/components/autosave/autosave-time';

describe('autosaveTime', () => {
  const now = new Date('2026-11-26T10:30:00Z');

  it('says only the time for a copy kept today, in the reader\u2019s digits', () => {
    const at = '2026-11-26T10:32:00Z';
    expect(autosaveTime(at, 'en', now)).toBe('2:02 PM Iran Time');
    expect(autosaveTime(at, 'fa', now)).toBe('۱۴:۰۲');
  });

  it('adds the date, Jalali in Persian, for a copy kept on another day', () => {
    const at = '2026-11-20T10:32:00Z';
    expect(autosaveTime(at, 'en', now)).toMatch(/November 20, 2026.*2:02\sPM/);
    expect(autosaveTime(at, 'fa', now)).toMatch(/^۲۹ آبان ۱۴۰۵.*۱۴:۰۲$/);
    expect(autosaveTime(at, 'fa', now)).not.toMatch(/\d/);
  });
});
