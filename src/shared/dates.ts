/**
 * The one date module of the app: display formatting (Intl, Jalali in fa, Gregorian in en),
 * SPEC §5 model formats, and Jalali helpers. Everything is computed with Intl, whose ICU Persian
 * calendar is exact at Nowruz and in leap years, so no calendar library is needed. Isomorphic.
 */
// Relative paths: next.config.ts loads this file through the content-type registry, and its
// loader resolves the `@/` alias only in next.config.ts itself.
import { intlLocaleTag, type Locale } from '../i18n/locales';
import { toLatinDigits } from './text/normalize';

/** Iran has one time zone; dates are stored in UTC and shown in Tehran time unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Tehran';

export type DateInput = Date | string | number;
export type DateFormatOptions = { timeZone?: string };
export type DateStyle = 'long' | 'short';
export type JalaliParts = { year: number; month: number; day: number };
export type TimeParts = { hours: number; minutes: number };

const DAY_MS = 86_400_000;

// Intl formatters are expensive to build; lists and tables format hundreds of dates.
const formatterCache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, options);
    formatterCache.set(key, formatter);
  }
  return formatter;
}

/** Accepts a Date, epoch milliseconds, an ISO string or a model-format string (read in `timeZone`). */
export function toDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  // A string shaped like a model value is read as one, strictly: 2024-02-30 must not roll over.
  const latin = toLatinDigits(value.trim());
  if (MODEL_DATE_TIME.test(latin)) return parseModelDateTime(latin, timeZone);
  if (MODEL_DATE.test(latin)) return parseModelDate(latin, timeZone);
  const parsed = new Date(latin);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function format(value: DateInput, locale: Locale, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  const date = toDate(value, zone);
  // An empty cell is better than a crashed page when bad data reaches a formatter.
  if (!date) return '';
  return dateTimeFormat(intlLocaleTag(locale), { ...options, timeZone: zone }).format(date);
}

/** fa long: «۱ فروردین ۱۴۰۴», fa short: «۱۴۰۴/۱/۱»; en long: "March 21, 2025", en short: "3/21/2025". */
export function formatDate(value: DateInput, locale: Locale, style: DateStyle = 'long', options: DateFormatOptions = {}): string {
  const intlOptions: Intl.DateTimeFormatOptions =
    style === 'long' ? { dateStyle: 'long' } : { year: 'numeric', month: 'numeric', day: 'numeric' };
  return format(value, locale, intlOptions, options.timeZone);
}

/** The year alone, in the reader's calendar: fa «۱۴۰۵», en "2026". */
export function formatYear(value: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  return format(value, locale, { year: 'numeric' }, options.timeZone);
}

/**
 * English readers (a manager abroad) may live in another zone, so a time they read names it
 * ("10:30 AM Iran Time"); Persian readers live in Iran's one zone. Intl names no zone beside
 * `timeStyle`, hence the fields spelled out.
 */
const ENGLISH_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'shortGeneric' };
const TIME_OF_DAY: Record<Locale, Intl.DateTimeFormatOptions> = { fa: { timeStyle: 'short' }, en: ENGLISH_TIME };
const DATE_AND_TIME: Record<Locale, Intl.DateTimeFormatOptions> = {
  fa: { dateStyle: 'long', timeStyle: 'short' },
  en: { year: 'numeric', month: 'long', day: 'numeric', ...ENGLISH_TIME },
};

/** fa: «۱ فروردین ۱۴۰۴ ساعت ۱۰:۳۰», en: "March 21, 2025 at 10:30 AM Iran Time". */
export function formatDateTime(value: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  return format(value, locale, DATE_AND_TIME[locale], options.timeZone);
}

/** fa: «۱۰:۳۰», en: "10:30 AM Iran Time". */
export function formatTime(value: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  return format(value, locale, TIME_OF_DAY[locale], options.timeZone);
}

// ---------------------------------------------------------------------------------------------
// Wall-clock arithmetic in a time zone (Intl only). Tehran had daylight saving time until 2022,
// so the offset must be computed per instant, never assumed.

type WallParts = { year: number; month: number; day: number; hour: number; minute: number };

function wallParts(date: Date, timeZone: string): WallParts {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

function zoneOffsetMs(instant: number, timeZone: string): number {
  const wall = wallParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Offsets are whole minutes; drop seconds so the difference is exact.
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/** The instant at which the wall clock in `timeZone` shows the given Gregorian date and time. */
export function zonedWallTimeToDate(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = asUtc - zoneOffsetMs(asUtc, timeZone);
  const offset = zoneOffsetMs(firstGuess, timeZone);
  return new Date(asUtc - offset);
}

// ---------------------------------------------------------------------------------------------
// SPEC §5 model formats: date YYYY-MM-DD, datetime YYYY-MM-DD HH:mm, time HH:mm (Gregorian).

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const MODEL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MODEL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MODEL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/** 'YYYY-MM-DD' of the instant as seen in `timeZone`. */
export function formatModelDate(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const w = wallParts(date, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'HH:mm' (00:00–23:59) of the instant as seen in `timeZone`. */
export function formatModelTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const w = wallParts(date, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** 'YYYY-MM-DD HH:mm' of the instant as seen in `timeZone`. */
export function formatModelDateTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatModelDate(date, timeZone)} ${formatModelTime(date, timeZone)}`;
}

/** Splits a model date into numbers, rejecting impossible days (2024-02-30). Persian digits accepted. */
export function parseModelDateParts(value: string): { year: number; month: number; day: number } | null {
  const match = MODEL_DATE.exec(toLatinDigits(value));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear keeps them as written.
  probe.setUTCFullYear(year);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** 'HH:mm' → { hours, minutes }; null for anything outside 00:00–23:59 (24:00 included). */
export function parseModelTime(value: string): TimeParts | null {
  const match = MODEL_TIME.exec(toLatinDigits(value));
  if (!match) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** 'YYYY-MM-DD' → midnight of that day in `timeZone`, so formatModelDate(parseModelDate(s)) === s. */
export function parseModelDate(value: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const parts = parseModelDateParts(value);
  if (!parts) return null;
  return zonedWallTimeToDate(parts.year, parts.month, parts.day, 0, 0, timeZone);
}

/** 'YYYY-MM-DD HH:mm' → that wall time in `timeZone`. */
export function parseModelDateTime(value: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const match = MODEL_DATE_TIME.exec(toLatinDigits(value));
  if (!match) return null;
  const date = parseModelDateParts(match[1] ?? '');
  const time = parseModelTime(match[2] ?? '');
  if (!date || !time) return null;
  return zonedWallTimeToDate(date.year, date.month, date.day, time.hours, time.minutes, timeZone);
}

// ---------------------------------------------------------------------------------------------
// Jalali (Solar Hijri) helpers via ICU's Persian calendar.

function jalaliPartsOf(date: Date, timeZone: string): JalaliParts {
  const parts = dateTimeFormat('en-US-u-ca-persian', {
    timeZone,
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The Jalali date of the instant as seen in `timeZone` (Tehran by default). */
export function toJalaliParts(date: Date, timeZone: string = DEFAULT_TIME_ZONE): JalaliParts {
  return jalaliPartsOf(date, timeZone);
}

/** Midnight (in `timeZone`) of the first day of the Jalali month containing `date`: statistics buckets. */
export function jalaliMonthStart(date: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const { day } = jalaliPartsOf(date, timeZone);
  const wall = wallParts(date, timeZone);
  // Step back on the Gregorian wall calendar (UTC arithmetic, no zone involved) to Jalali day 1.
  const first = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - (day - 1)));
  return zonedWallTimeToDate(first.getUTCFullYear(), first.getUTCMonth() + 1, first.getUTCDate(), 0, 0, timeZone);
}

const dayOfJalaliYear = (month: number, day: number): number =>
  (month <= 7 ? (month - 1) * 31 : 186 + (month - 7) * 30) + day;

/**
 * The Gregorian day { year, month, day } of a Jalali date, or null when it does not exist
 * (1404-12-30: 1404 is not a leap year). Found by correcting an estimate with Intl.
 */
export function jalaliToGregorian(year: number, month: number, day: number): { year: number; month: number; day: number } | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const target = dayOfJalaliYear(month, day);
  // Nowruz falls on 20–21 March of Gregorian year + 621.
  let t = Date.UTC(year + 621, 2, 20) + (target - 1) * DAY_MS;
  for (let i = 0; i < 10; i += 1) {
    const found = jalaliPartsOf(new Date(t), 'UTC');
    const cmp = found.year - year || found.month - month || found.day - day;
    if (cmp === 0) break;
    // Years are 365 or 366 days, so the estimate can be one day short; always move at least one.
    const estimate = (year - found.year) * 365 + target - dayOfJalaliYear(found.month, found.day);
    t += (cmp < 0 ? Math.max(1, estimate) : Math.min(-1, estimate)) * DAY_MS;
  }
  const found = jalaliPartsOf(new Date(t), 'UTC');
  if (found.year !== year || found.month !== month || found.day !== day) return null;
  const g = new Date(t);
  return { year: g.getUTCFullYear(), month: g.getUTCMonth() + 1, day: g.getUTCDate() };
}

/** Whether Esfand has 30 days in this Jalali year. */
export function isJalaliLeapYear(year: number): boolean {
  return jalaliToGregorian(year, 12, 30) !== null;
}

/** Days in a Jalali month: 31 for the first six, 30 for the next five, 29 or 30 for Esfand. */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}
