/**
 * Reusable zod pieces for form and API schemas. zod only: this file is imported by the browser.
 * Messages are catalogue keys, translated by `localizeIssues` (src/shared/validation/localize.ts).
 */
import { z } from 'zod';
// Relative paths: next.config.ts loads this file through the content-type registry, and its
// loader resolves the `@/` alias only in next.config.ts itself.
import { parseModelDate, parseModelDateTime, parseModelTime } from '../dates';
import { toLatinDigits, toLatinNumber } from '../text/normalize';

/**
 * A string with Persian/Arabic digits turned into Latin ones and surrounding spaces removed.
 * `overwrite` keeps it a ZodString, so further checks (`.min()`, `.regex()`) see the clean value.
 */
export const digitsString = z.string().overwrite(toLatinDigits).trim();

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A string that spells a number in any digits becomes that number; anything else is left for the schema to refuse. */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const latin = toLatinNumber(value);
  return NUMBER_TEXT.test(latin) ? Number(latin) : value;
}

/**
 * Every numeric field of a form or an API body goes through here, so «۵», «٥» and "5" are the
 * same capacity, position or page on the client and on the server:
 * `numeric(z.number().int().min(1))`. JSON numbers pass untouched.
 */
export function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess(numberFromText, schema);
}

/**
 * A form's whole-number text box, empty allowed: Persian, Arabic or Latin digits, separators
 * ignored; the value the form submits is in Latin digits, ready for `Number()`.
 */
export const wholeNumberText = z
  .string()
  .overwrite(toLatinNumber)
  .regex(/^\d*$/, 'validation.number.integer');

/** 'YYYY-MM-DD', a day that exists (2024-02-30 fails). */
export const modelDate = digitsString.refine((value) => parseModelDate(value) !== null, 'validation.date.type');

/** 'YYYY-MM-DD HH:mm', 00:00–23:59. */
export const modelDateTime = digitsString.refine((value) => parseModelDateTime(value) !== null, 'validation.date.type');

/** 'HH:mm', 00:00–23:59 (24:00 fails). */
export const modelTime = digitsString.refine((value) => parseModelTime(value) !== null, 'validation.date.time');

/** Trimmed and lowercased, so one address cannot register twice with different capitals. */
export const email = z.string().trim().toLowerCase().email('validation.string.email');

const IRANIAN_MOBILE = /^09\d{9}$/;
// E.164 outside Iran; +98 numbers are normalised to 09… first, so one that is still +98 is not a mobile.
const INTERNATIONAL_MOBILE = /^\+(?!98)[1-9]\d{7,14}$/;

/**
 * Canonical mobile number: Iranian numbers as 09xxxxxxxxx (+989…, 00989…, 989… all map there),
 * others in E.164 (+…). Digits in any script; spaces, dashes, dots and parentheses ignored.
 */
export function normalizeMobile(value: string): string {
  let s = toLatinDigits(value).replace(/[\s\-().\u200C\u200E\u200F]/g, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (/^\+989\d{9}$/.test(s)) return `0${s.slice(3)}`;
  if (/^989\d{9}$/.test(s)) return `0${s.slice(2)}`;
  return s;
}

export function isMobile(value: string): boolean {
  const s = normalizeMobile(value);
  return IRANIAN_MOBILE.test(s) || INTERNATIONAL_MOBILE.test(s);
}

export const mobile = z
  .string()
  .overwrite(normalizeMobile)
  .refine((value) => IRANIAN_MOBILE.test(value) || INTERNATIONAL_MOBILE.test(value), 'validation.string.mobile');
