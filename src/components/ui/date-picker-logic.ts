/**
 * Pure logic of the date picker (no React), kept apart so it is unit-tested in Node.
 *
 * Values crossing the picker's boundary are SPEC §5 model strings: always Gregorian
 * ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm'), whatever calendar is shown. They are wall-clock values:
 * DayPicker works with Dates at local midnight, so conversion uses local getters and never a
 * time zone, and a day picked in Tehran is the same day in a browser set to any other zone.
 */
import { localeInfo, type Locale } from '@/i18n/locales';
import {
  formatDate,
  formatDateTime,
  jalaliMonthLength,
  jalaliToGregorian,
  parseModelDateParts,
  parseModelTime,
  toDate,
  type TimeParts,
} from '@/shared/dates';
import { toLatinDigits } from '@/shared/text/normalize';

export type PickerMode = 'single' | 'range' | 'datetime';
export type PickerCalendar = 'persian' | 'gregory';
export type DateRangeValue = { from: string; to: string };
/** A range while it is being picked: after the first click only `from` is set. */
export type DraftRange = { from?: string; to?: string };
export type TimeUnit = 'hour' | 'minute';

/** SPEC §5: the Jalali year dropdown runs from 1300 to 1499. */
export const JALALI_YEARS = { from: 1300, to: 1499 } as const;
/** The same span of years in the Gregorian calendar (1300 AP began in March 1921). */
export const GREGORIAN_YEARS = { from: 1921, to: 2120 } as const;
/** SPEC §9: one month column below 576 px. */
export const TWO_COLUMN_MIN_WIDTH = 576;
/** SPEC §9: hour and minute spinners repeat every 100 ms while held. */
export const SPINNER_REPEAT_MS = 100;
/** Pause before repeating starts, so a click steps exactly once. */
export const SPINNER_REPEAT_DELAY_MS = 400;

const TIME_LIMITS: Record<TimeUnit, number> = { hour: 23, minute: 59 };
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function calendarOf(locale: Locale): PickerCalendar {
  return localeInfo[locale].calendar;
}

// --- Time ------------------------------------------------------------------------------------

/** Keeps a time inside 00:00–23:59 (SPEC §5); anything that is not a number counts as 0. */
export function clampTime(hours: number, minutes: number): TimeParts {
  const clamp = (n: number, max: number) => (Number.isFinite(n) ? Math.min(max, Math.max(0, Math.trunc(n))) : 0);
  return { hours: clamp(hours, TIME_LIMITS.hour), minutes: clamp(minutes, TIME_LIMITS.minute) };
}

/** One spinner step; wraps within the unit (23 → 0, 59 → 0) like a clock, without touching the other unit. */
export function stepTime(time: TimeParts, unit: TimeUnit, delta: number): TimeParts {
  const size = TIME_LIMITS[unit] + 1;
  const wrap = (n: number) => (((n + delta) % size) + size) % size;
  return unit === 'hour' ? { ...time, hours: wrap(time.hours) } : { ...time, minutes: wrap(time.minutes) };
}

/** Typed hour or minute (any digit script) → a number in range, or null when nothing numeric was typed. */
export function parseTimeInput(text: string, unit: TimeUnit): number | null {
  const digits = toLatinDigits(text).trim();
  if (!/^\d{1,2}$/.test(digits)) return null;
  return Math.min(TIME_LIMITS[unit], Number(digits));
}

export function timeLimit(unit: TimeUnit): number {
  return TIME_LIMITS[unit];
}

export function formatTimeParts(time: TimeParts): string {
  return `${pad(time.hours)}:${pad(time.minutes)}`;
}

// --- Conversions between model strings and DayPicker's local Dates ---------------------------

/** 'YYYY-MM-DD' (or the date part of a datetime) → local midnight, or undefined when invalid. */
export function modelToPickerDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const parts = parseModelDateParts(value.slice(0, 10));
  if (!parts) return undefined;
  const date = new Date(parts.year, parts.month - 1, parts.day);
  date.setFullYear(parts.year); // years below 100 would otherwise land in the 1900s
  return date;
}

/** A DayPicker Date → 'YYYY-MM-DD' from its local calendar day. */
export function pickerDateToModel(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:mm' → its date and time, or null. */
export function splitModelDateTime(value: string | null | undefined): { date: string; time: TimeParts } | null {
  if (!value) return null;
  const match = /^(\S+) (\S+)$/.exec(toLatinDigits(value.trim()));
  if (!match) return null;
  const date = match[1] ?? '';
  const time = parseModelTime(match[2] ?? '');
  return parseModelDateParts(date) && time ? { date, time } : null;
}

export function joinModelDateTime(date: string, time: TimeParts): string {
  return `${date} ${formatTimeParts(time)}`;
}

// --- Bounds, ranges and clamping -------------------------------------------------------------

/** First and last month the caption dropdowns offer, in the calendar shown (local Dates for DayPicker). */
export function yearBounds(calendar: PickerCalendar): { startMonth: Date; endMonth: Date } {
  if (calendar === 'gregory') {
    return {
      startMonth: new Date(GREGORIAN_YEARS.from, 0, 1),
      endMonth: new Date(GREGORIAN_YEARS.to, 11, 31),
    };
  }
  const first = jalaliToGregorian(JALALI_YEARS.from, 1, 1);
  const last = jalaliToGregorian(JALALI_YEARS.to, 12, jalaliMonthLength(JALALI_YEARS.to, 12));
  // Both exist by construction; the fallbacks only satisfy the type checker.
  return {
    startMonth: first ? new Date(first.year, first.month - 1, first.day) : new Date(1921, 2, 21),
    endMonth: last ? new Date(last.year, last.month - 1, last.day) : new Date(2121, 2, 20),
  };
}

/**
 * Model strings of one format sort like the moments they name, so comparing strings is exact.
 * Returns the value moved inside [min, max]; bounds may be dates or datetimes (compared by prefix).
 */
export function clampModel(value: string, min?: string, max?: string): string {
  if (min && value < min) return value.length > min.length ? `${min}${value.slice(min.length)}` : min.slice(0, value.length);
  if (max && value > max) return value.length > max.length ? `${max}${value.slice(max.length)}` : max.slice(0, value.length);
  return value;
}

/** Whether a model date lies outside [min, max] (bounds compared by their date part). */
export function isOutOfBounds(date: string, min?: string, max?: string): boolean {
  return Boolean((min && date < min.slice(0, 10)) || (max && date > max.slice(0, 10)));
}

/** The two ends of a range in order, whichever was picked first. */
export function orderRange(a: string, b: string): DateRangeValue {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

/**
 * Range picking: the first click starts a range, the second completes it (in order). A click
 * after a completed range starts a new one. `complete` tells the picker to submit and close.
 */
export function nextRangeSelection(current: DraftRange | null, clicked: string): { range: DraftRange; complete: boolean } {
  if (!current?.from || current.to) return { range: { from: clicked }, complete: false };
  return { range: orderRange(current.from, clicked), complete: true };
}

/** Month to open on: the value's month, else today's, kept inside min/max. */
export function initialMonth(value: string | null | undefined, today: Date, min?: string, max?: string): Date {
  const fromValue = modelToPickerDate(value);
  if (fromValue) return fromValue;
  const todayModel = pickerDateToModel(today);
  return modelToPickerDate(clampModel(todayModel, min?.slice(0, 10), max?.slice(0, 10))) ?? today;
}

// --- Display ---------------------------------------------------------------------------------

/**
 * Human text for a model value in the locale's calendar. Formatted as UTC from its own numbers,
 * so no time zone can move the day (the value is a wall-clock value, not an instant).
 */
export function displayModel(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  const dateTime = splitModelDateTime(value);
  if (dateTime) {
    // Read in Tehran time, as every model value is, so an English reader sees the zone named.
    const at = parseModelDateParts(dateTime.date) ? toDate(value) : null;
    return at ? formatDateTime(at, locale) : '';
  }
  const d = parseModelDateParts(value);
  if (!d) return '';
  return formatDate(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)), locale, 'long', { timeZone: 'UTC' });
}
