/**
 * Statistics buckets: daily counts grouped into days, weeks or months of the Jalali or the
 * Gregorian calendar. Pure and isomorphic: the API buckets with it and the charts label with it.
 * Days are SPEC §5 model dates (`YYYY-MM-DD`, Gregorian, Tehran time); Jalali facts come from
 * src/shared/dates.ts.
 */
import { localeInfo, type Locale } from '@/i18n/locales';
import { toJalaliParts } from '@/shared/dates';
import type { AnalyticsBucket } from '@/shared/schemas/analytics';
import type { StatisticsBucketView, StatisticsCalendar } from '@/shared/schemas/community';

/** Statistics group by week or month; analytics by day too. */
type Bucket = AnalyticsBucket;

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Noon UTC of a model day: a fixed instant on that calendar day whatever the zone arithmetic. */
function noonOf(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

function modelOf(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `2025-03-20` + 1 → `2025-03-21` (calendar days, no time zone involved). */
export function addDays(day: string, days: number): string {
  return modelOf(new Date(noonOf(day).getTime() + days * DAY_MS));
}

/** Every day from `from` to `to`, inclusive. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

function jalaliKey(day: string, withDay: boolean): string {
  const { year, month, day: date } = toJalaliParts(noonOf(day), 'UTC');
  return withDay ? `${year}-${pad(month)}-${pad(date)}` : `${year}-${pad(month)}`;
}

/** The first day of the week holding `day`: Saturday in the Jalali calendar, Monday (ISO) in the Gregorian one. */
export function weekStart(day: string, calendar: StatisticsCalendar): string {
  const weekday = noonOf(day).getUTCDay(); // 0 = Sunday … 6 = Saturday
  const offset = calendar === 'jalali' ? (weekday + 1) % 7 : (weekday + 6) % 7;
  return addDays(day, -offset);
}

/** The bucket key of a day: `1403-12` / `2025-03` for months, the week's first day for weeks, the day itself for days. */
export function bucketKey(day: string, bucket: Bucket, calendar: StatisticsCalendar): string {
  if (bucket === 'day') return calendar === 'jalali' ? jalaliKey(day, true) : day;
  if (bucket === 'week') {
    const start = weekStart(day, calendar);
    return calendar === 'jalali' ? jalaliKey(start, true) : start;
  }
  return calendar === 'jalali' ? jalaliKey(day, false) : day.slice(0, 7);
}

/**
 * Groups daily counts (`{ '2025-03-20': 3 }`) into the buckets covering `from`…`to`, in order,
 * including empty ones; each bucket's start and end are clipped to the range.
 */
export function bucketDailyCounts(
  daily: ReadonlyMap<string, number> | Record<string, number>,
  { from, to, bucket, calendar }: { from: string; to: string; bucket: Bucket; calendar: StatisticsCalendar },
): StatisticsBucketView[] {
  const counts = daily instanceof Map ? daily : new Map(Object.entries(daily));
  const buckets: StatisticsBucketView[] = [];
  for (const day of eachDay(from, to)) {
    const key = bucketKey(day, bucket, calendar);
    const last = buckets.at(-1);
    const count = counts.get(day) ?? 0;
    if (last && last.key === key) {
      last.end = day;
      last.count += count;
    } else {
      buckets.push({ key, start: day, end: day, count });
    }
  }
  return buckets;
}

/**
 * A bucket's label: fa months «اسفند ۱۴۰۳», en months "March 2025"; weeks by their first day, days by themselves.
 * The calendar is the bucket's own (a fa reader may ask for Gregorian buckets).
 */
export function bucketLabel(
  bucket: Pick<StatisticsBucketView, 'start'>,
  kind: Bucket,
  calendar: StatisticsCalendar,
  locale: Locale,
): string {
  const extensions = `-u-ca-${calendar === 'jalali' ? 'persian' : 'gregory'}${locale === 'fa' ? '-nu-arabext' : ''}`;
  const tag = `${localeInfo[locale].tag}${extensions}`;
  if (kind === 'month') {
    // ICU writes «۱۴۰۳ اسفند» for fa; readers say «اسفند ۱۴۰۳».
    const parts = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).formatToParts(noonOf(bucket.start));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
    return `${part('month')} ${part('year')}`;
  }
  // A week is labelled by its first day, which may fall before the range's start.
  return new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    noonOf(kind === 'day' ? bucket.start : weekStart(bucket.start, calendar)),
  );
}
