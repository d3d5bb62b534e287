import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatModelDate,
  formatModelDateTime,
  formatModelTime,
  formatTime,
  isJalaliLeapYear,
  jalaliMonthLength,
  jalaliMonthStart,
  jalaliToGregorian,
  parseModelDate,
  parseModelDateTime,
  parseModelTime,
  toDate,
  toJalaliParts,
} from '@/shared/dates';

// Noon UTC is 15:30 in Tehran: the same calendar day in both zones.
const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const PERSIAN_DIGIT = /[۰-۹]/;
const LATIN_DIGIT = /[0-9]/;

describe('Jalali parts (Nowruz boundaries)', () => {
  it('2025-03-20 is 1403-12-30 and 2025-03-21 is 1404-01-01 in Tehran', () => {
    expect(toJalaliParts(noon('2025-03-20'))).toEqual({ year: 1403, month: 12, day: 30 });
    expect(toJalaliParts(noon('2025-03-21'))).toEqual({ year: 1404, month: 1, day: 1 });
  });

  it('uses Tehran time: 2025-03-20T21:00Z is already Nowruz in Tehran (00:30 +03:30)', () => {
    const instant = new Date('2025-03-20T21:00:00Z');
    expect(toJalaliParts(instant)).toEqual({ year: 1404, month: 1, day: 1 });
    expect(toJalaliParts(instant, 'UTC')).toEqual({ year: 1403, month: 12, day: 30 });
  });

  it('knows leap years: 1403 has Esfand 30, 1404 does not', () => {
    expect(isJalaliLeapYear(1403)).toBe(true);
    expect(isJalaliLeapYear(1404)).toBe(false);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(jalaliMonthLength(1404, 1)).toBe(31);
    expect(jalaliMonthLength(1404, 7)).toBe(30);
  });

  it('converts Jalali to Gregorian and rejects days that do not exist', () => {
    expect(jalaliToGregorian(1404, 1, 1)).toEqual({ year: 2025, month: 3, day: 21 });
    expect(jalaliToGregorian(1403, 12, 30)).toEqual({ year: 2025, month: 3, day: 20 });
    expect(jalaliToGregorian(1300, 1, 1)).toEqual({ year: 1921, month: 3, day: 21 });
    expect(jalaliToGregorian(1499, 12, 29)).not.toBeNull();
    expect(jalaliToGregorian(1404, 12, 30)).toBeNull();
    expect(jalaliToGregorian(1404, 7, 31)).toBeNull();
    expect(jalaliToGregorian(1404, 13, 1)).toBeNull();
  });

  it('jalaliMonthStart is Tehran midnight of day 1 of the Jalali month', () => {
    const start = jalaliMonthStart(noon('2025-04-15')); // 1404-01-26
    expect(toJalaliParts(start)).toEqual({ year: 1404, month: 1, day: 1 });
    expect(start.toISOString()).toBe('2025-03-20T20:30:00.000Z');
    // Esfand 1403 started on 2025-02-19.
    expect(formatModelDate(jalaliMonthStart(noon('2025-03-20')))).toBe('2025-02-19');
  });
});

describe('display formatting', () => {
  it('writes fa in the Jalali calendar with Persian digits', () => {
    const long = formatDate(noon('2025-03-21'), 'fa');
    expect(long).toContain('فروردین');
    expect(long).toContain('۱۴۰۴');
    expect(long).not.toMatch(LATIN_DIGIT);
    expect(formatDate(noon('2025-03-20'), 'fa', 'short')).toBe('۱۴۰۳/۱۲/۳۰');
  });

  it('writes en in the Gregorian calendar', () => {
    expect(formatDate(noon('2025-03-21'), 'en')).toBe('March 21, 2025');
    expect(formatDate(noon('2025-03-21'), 'en', 'short')).toBe('3/21/2025');
  });

  it('formats date-times and times in Tehran time by default, naming the zone in English', () => {
    const instant = new Date('2025-03-21T07:00:00Z'); // 10:30 in Tehran
    expect(formatTime(instant, 'en')).toBe('10:30 AM Iran Time');
    expect(formatTime(instant, 'fa')).toBe('۱۰:۳۰');
    expect(formatDateTime(instant, 'en')).toBe('March 21, 2025 at 10:30 AM Iran Time');
    const fa = formatDateTime(instant, 'fa');
    expect(fa).toMatch(PERSIAN_DIGIT);
    expect(fa).toContain('۱۰:۳۰');
    expect(fa).not.toMatch(/[A-Za-z]/);
    expect(formatTime(instant, 'en', { timeZone: 'UTC' })).toBe('7:00 AM GMT+0');
  });

  it('accepts model strings, ISO strings and timestamps, and returns "" for garbage', () => {
    expect(formatDate('2025-03-21', 'en')).toBe('March 21, 2025');
    expect(formatDate('2025-03-21T12:00:00Z', 'en')).toBe('March 21, 2025');
    expect(formatDate(noon('2025-03-21').getTime(), 'en')).toBe('March 21, 2025');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'fa')).toBe('');
  });
});

describe('model formats (SPEC §5)', () => {
  it('formats in Tehran wall time by default', () => {
    const instant = new Date('2025-03-20T20:45:00Z'); // 00:15 on 2025-03-21 in Tehran
    expect(formatModelDate(instant)).toBe('2025-03-21');
    expect(formatModelTime(instant)).toBe('00:15');
    expect(formatModelDateTime(instant)).toBe('2025-03-21 00:15');
    expect(formatModelDateTime(instant, 'UTC')).toBe('2025-03-20 20:45');
  });

  it('parses valid values and round-trips them', () => {
    expect(parseModelDate('2024-02-29')).not.toBeNull();
    expect(formatModelDate(parseModelDate('2024-02-29')!)).toBe('2024-02-29');
    expect(parseModelDate('2025-03-21')!.toISOString()).toBe('2025-03-20T20:30:00.000Z');
    expect(formatModelDateTime(parseModelDateTime('2025-03-21 23:59')!)).toBe('2025-03-21 23:59');
    expect(parseModelTime('00:00')).toEqual({ hours: 0, minutes: 0 });
    expect(parseModelTime('23:59')).toEqual({ hours: 23, minutes: 59 });
  });

  it('handles the daylight-saving years of Tehran (before 2022)', () => {
    // Tehran was +04:30 in summer 2020.
    expect(parseModelDateTime('2020-07-01 12:00')!.toISOString()).toBe('2020-07-01T07:30:00.000Z');
    expect(formatModelDateTime(new Date('2020-07-01T07:30:00Z'))).toBe('2020-07-01 12:00');
  });

  it('accepts Persian digits', () => {
    expect(parseModelTime('۱۲:۳۰')).toEqual({ hours: 12, minutes: 30 });
    expect(formatModelDate(parseModelDate('۲۰۲۵-۰۳-۲۱')!)).toBe('2025-03-21');
  });

  it('returns null on invalid input', () => {
    expect(parseModelDate('2024-02-30')).toBeNull();
    expect(parseModelDate('2023-02-29')).toBeNull();
    expect(parseModelDate('2025-13-01')).toBeNull();
    expect(parseModelDate('2025-3-1')).toBeNull();
    expect(parseModelDate('')).toBeNull();
    expect(parseModelTime('24:00')).toBeNull();
    expect(parseModelTime('12:60')).toBeNull();
    expect(parseModelTime('9:00')).toBeNull();
    expect(parseModelDateTime('2025-03-21 24:00')).toBeNull();
    expect(parseModelDateTime('2024-02-30 10:00')).toBeNull();
    expect(parseModelDateTime('2025-03-21T10:00')).toBeNull();
    expect(toDate('2024-02-30')).toBeNull();
  });
});
