import { describe, expect, it } from 'vitest';
import { addDays, bucketDailyCounts, bucketKey, bucketLabel, eachDay, weekStart } from '@/shared/statistics';

describe('statistics buckets', () => {
  it('walks calendar days across month and year ends', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(eachDay('2025-03-30', '2025-04-02')).toEqual(['2025-03-30', '2025-03-31', '2025-04-01', '2025-04-02']);
  });

  it('puts 1403-12-30 and 1404-01-01 in different Jalali months, the same Gregorian one', () => {
    // 2025-03-20 is Esfand 30, 1403 (a leap year); 2025-03-21 is Nowruz 1404.
    expect(bucketKey('2025-03-20', 'month', 'jalali')).toBe('1403-12');
    expect(bucketKey('2025-03-21', 'month', 'jalali')).toBe('1404-01');
    expect(bucketKey('2025-03-20', 'month', 'gregorian')).toBe('2025-03');
    expect(bucketKey('2025-03-21', 'month', 'gregorian')).toBe('2025-03');
    const daily = { '2025-03-20': 2, '2025-03-21': 5, '2025-04-01': 1 };
    expect(bucketDailyCounts(daily, { from: '2025-03-19', to: '2025-04-01', bucket: 'month', calendar: 'jalali' })).toEqual([
      { key: '1403-12', start: '2025-03-19', end: '2025-03-20', count: 2 },
      { key: '1404-01', start: '2025-03-21', end: '2025-04-01', count: 6 },
    ]);
    expect(bucketDailyCounts(new Map(Object.entries(daily)), { from: '2025-03-19', to: '2025-04-01', bucket: 'month', calendar: 'gregorian' })).toEqual([
      { key: '2025-03', start: '2025-03-19', end: '2025-03-31', count: 7 },
      { key: '2025-04', start: '2025-04-01', end: '2025-04-01', count: 1 },
    ]);
  });

  it('starts weeks on Saturday in Jalali and Monday in Gregorian, keeping empty weeks', () => {
    expect(weekStart('2025-03-21', 'jalali')).toBe('2025-03-15'); // Friday → Saturday before
    expect(weekStart('2025-03-15', 'jalali')).toBe('2025-03-15');
    expect(weekStart('2025-03-23', 'gregorian')).toBe('2025-03-17'); // Sunday → Monday before
    expect(weekStart('2025-03-17', 'gregorian')).toBe('2025-03-17');
    const weeks = bucketDailyCounts({ '2025-03-28': 3 }, { from: '2025-03-15', to: '2025-03-31', bucket: 'week', calendar: 'jalali' });
    expect(weeks.map(({ key, count }) => [key, count])).toEqual([
      ['1403-12-25', 0],
      ['1404-01-02', 3],
      ['1404-01-09', 0],
    ]);
  });

  it('labels buckets with Jalali month names in fa and Gregorian ones in en', () => {
    expect(bucketLabel({ start: '2025-03-01' }, 'month', 'jalali', 'fa')).toBe('اسفند ۱۴۰۳');
    expect(bucketLabel({ start: '2025-03-21' }, 'month', 'jalali', 'fa')).toBe('فروردین ۱۴۰۴');
    expect(bucketLabel({ start: '2025-03-21' }, 'month', 'gregorian', 'en')).toBe('March 2025');
    expect(bucketLabel({ start: '2025-03-20' }, 'week', 'gregorian', 'en')).toBe('Mar 17, 2025');
  });
});
