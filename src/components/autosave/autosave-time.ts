import type { Locale } from '@/i18n/locales';
import { formatDate, formatDateTime, formatTime } from '@/shared/dates';

/** The time alone for today, date and time for an older copy, in the reader's digits and calendar. */
export function autosaveTime(at: string, locale: Locale, now = new Date()): string {
  return formatDate(at, locale) === formatDate(now, locale) ? formatTime(at, locale) : formatDateTime(at, locale);
}
