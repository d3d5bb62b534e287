import { describe, expect, it } from 'vitest';
import {
  calendarOf,
  clampModel,
  clampTime,
  displayModel,
  initialMonth,
  isOutOfBounds,
  joinModelDateTime,
  modelToPickerDate,
  nextRangeSelection,
  orderRange,
  parseTimeInput,
  pickerDateToModel,
  splitModelDateTime,
  stepTime,
  yearBounds,
} from '@/components/ui/date-picker-logic';
import { toJalaliParts } from '@/shared/dates';

describe('time', () => {
  it('clamps to 00:00–23:59', () => {
    expect(clampTime(24, 60)).toEqual({ hours: 23, minutes: 59 });
    expect(clampTime(-1, -5)).toEqual({ hours: 0, minutes: 0 });
    expect(clampTime(Number.NaN, 7.9)).toEqual({ hours: 0, minutes: 7 });
  });

  it('steps hours and minutes with wrap-around inside the unit', () => {
    expect(stepTime({ hours: 23, minutes: 59 }, 'hour', 1)).toEqual({ hours: 0, minutes: 59 });
    expect(stepTime({ hours: 0, minutes: 0 }, 'hour', -1)).toEqual({ hours: 23, minutes: 0 });
    expect(stepTime({ hours: 10, minutes: 59 }, 'minute', 1)).toEqual({ hours: 10, minutes: 0 });
    expect(stepTime({ hours: 10, minutes: 0 }, 'minute', -1)).toEqual({ hours: 10, minutes: 59 });
  });

  it('parses typed hours and minutes in any digits', () => {
    expect(parseTimeInput('۰۹', 'hour')).toBe(9);
    expect(parseTimeInput('45', 'minute')).toBe(45);
    expect(parseTimeInput('99', 'hour')).toBe(23);
    expect(parseTimeInput('75', 'minute')).toBe(59);
    expect(parseTimeInput('', 'hour')).toBeNull();
    expect(parseTimeInput('1a', 'hour')).toBeNull();
  });
});

describe('model ↔ picker dates', () => {
  it('round-trips a model date through a local Date', () => {
    const date = modelToPickerDate('2025-03-21');
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(21);
    expect(pickerDateToModel(date!)).toBe('2025-03-21');
    expect(modelToPickerDate('2025-03-21 10:30')?.getDate()).toBe(21);
    expect(modelToPickerDate('2024-02-30')).toBeUndefined();
    expect(modelToPickerDate(null)).toBeUndefined();
  });

  it('splits and joins datetimes', () => {
    expect(splitModelDateTime('2025-03-21 08:05')).toEqual({ date: '2025-03-21', time: { hours: 8, minutes: 5 } });
    expect(splitModelDateTime('2025-03-21 24:00')).toBeNull();
    expect(splitModelDateTime('2025-03-21')).toBeNull();
    expect(joinModelDateTime('2025-03-21', { hours: 8, minutes: 5 })).toBe('2025-03-21 08:05');
  });
});

describe('year range per calendar', () => {
  it('offers Jalali years 1300–1499 in fa', () => {
    expect(calendarOf('fa')).toBe('persian');
    const { startMonth, endMonth } = yearBounds('persian');
    expect(pickerDateToModel(startMonth)).toBe('1921-03-21');
    expect(toJalaliParts(new Date(Date.UTC(startMonth.getFullYear(), startMonth.getMonth(), startMonth.getDate(), 12)), 'UTC')).toEqual({
      year: 1300,
      month: 1,
      day: 1,
    });
    const end = toJalaliParts(new Date(Date.UTC(endMonth.getFullYear(), endMonth.getMonth(), endMonth.getDate(), 12)), 'UTC');
    expect(end.year).toBe(1499);
    expect(end.month).toBe(12);
  });

  it('offers the same span in Gregorian years in en', () => {
    expect(calendarOf('en')).toBe('gregory');
    const { startMonth, endMonth } = yearBounds('gregory');
    expect(startMonth.getFullYear()).toBe(1921);
    expect(endMonth.getFullYear()).toBe(2120);
  });
});

describe('ranges and bounds', () => {
  it('orders the two ends', () => {
    expect(orderRange('2025-03-21', '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-21' });
    expect(orderRange('2025-03-01', '2025-03-21')).toEqual({ from: '2025-03-01', to: '2025-03-21' });
  });

  it('starts, completes and restarts a range', () => {
    const first = nextRangeSelection(null, '2025-03-21');
    expect(first).toEqual({ range: { from: '2025-03-21' }, complete: false });
    const second = nextRangeSelection(first.range, '2025-03-10');
    expect(second).toEqual({ range: { from: '2025-03-10', to: '2025-03-21' }, complete: true });
    expect(nextRangeSelection(second.range, '2025-04-01')).toEqual({ range: { from: '2025-04-01' }, complete: false });
    expect(nextRangeSelection({ from: '2025-03-21' }, '2025-03-21').range).toEqual({ from: '2025-03-21', to: '2025-03-21' });
  });

  it('clamps dates and datetimes into min/max', () => {
    expect(clampModel('2025-01-01', '2025-02-01', '2025-03-01')).toBe('2025-02-01');
    expect(clampModel('2025-04-01', '2025-02-01', '2025-03-01')).toBe('2025-03-01');
    expect(clampModel('2025-02-15', '2025-02-01', '2025-03-01')).toBe('2025-02-15');
    expect(clampModel('2025-01-01 10:00', '2025-02-01')).toBe('2025-02-01 10:00');
    expect(clampModel('2025-02-01 09:00', '2025-02-01 10:00')).toBe('2025-02-01 10:00');
    expect(clampModel('2025-03-01 23:00', undefined, '2025-03-01 18:30')).toBe('2025-03-01 18:30');
    expect(isOutOfBounds('2025-01-31', '2025-02-01 10:00')).toBe(true);
    expect(isOutOfBounds('2025-02-01', '2025-02-01 10:00', '2025-03-01')).toBe(false);
  });

  it('opens on the value month, else today kept inside the bounds', () => {
    const today = new Date(2025, 5, 15);
    expect(pickerDateToModel(initialMonth('2024-01-05', today))).toBe('2024-01-05');
    expect(pickerDateToModel(initialMonth(null, today))).toBe('2025-06-15');
    expect(pickerDateToModel(initialMonth(null, today, '2026-01-01'))).toBe('2026-01-01');
    expect(pickerDateToModel(initialMonth(null, today, undefined, '2020-05-05 10:00'))).toBe('2020-05-05');
  });
});

describe('display', () => {
  it('shows Jalali with Persian digits in fa and Gregorian in en, with no zone shift', () => {
    expect(displayModel('2025-03-21', 'fa')).toBe('۱ فروردین ۱۴۰۴');
    expect(displayModel('2025-03-20', 'fa')).toBe('۳۰ اسفند ۱۴۰۳');
    expect(displayModel('2025-03-21', 'en')).toBe('March 21, 2025');
    expect(displayModel('2025-03-21 23:59', 'en')).toBe('March 21, 2025 at 11:59 PM Iran Time');
    expect(displayModel('2025-03-21 23:59', 'fa')).toContain('۲۳:۵۹');
    expect(displayModel('garbage', 'en')).toBe('');
  });
});
