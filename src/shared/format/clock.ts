import type { Locale } from '@/i18n/locales';
import { formatNumber } from './number';

/**
 * A media position as a clock in the reader's digits: fa «۱:۰۵», en "1:05", with hours only when
 * there are some («۱:۰۲:۰۵»). An unknown length (NaN, Infinity for a live stream) reads as zero.
 */
export function formatClock(seconds: number, locale: Locale): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const plain = (n: number) => formatNumber(n, locale, { useGrouping: false });
  const padded = (n: number) => formatNumber(n, locale, { useGrouping: false, minimumIntegerDigits: 2 });
  return hours > 0 ? `${plain(hours)}:${padded(minutes)}:${padded(rest)}` : `${plain(minutes)}:${padded(rest)}`;
}
