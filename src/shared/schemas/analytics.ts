import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { modelDate } from './primitives';
import { addDays } from '@/shared/statistics';
import { MAX_STATISTICS_DAYS } from './community';

export const beaconKinds = ['view', 'read'] as const;
export type BeaconKind = (typeof beaconKinds)[number];

/** Where a reader came from, as the referrer and the link's `utm_*` tell. */
export const analyticsSources = ['search', 'social', 'newsletter', 'other', 'direct', 'internal'] as const;
export type AnalyticsSource = (typeof analyticsSources)[number];

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** What a page's beacon sends: its address as the reader saw it, the item shown, and where the reader came from. */
export const beaconInput = z.object({
  kind: z.enum(beaconKinds),
  /** `location.pathname + location.search`: the `utm_*` of the link are read from it, then dropped. */
  url: z.string().startsWith('/').max(2000),
  item: z.string().uuid().optional(),
  referrer: z.string().max(2000).optional(),
});
export type BeaconInput = z.infer<typeof beaconInput>;

export const beaconAnswer = z.object({
  /** False for a beacon that is not counted: a crawler, a prefetch, Do-Not-Track or Global Privacy Control. */
  counted: z.boolean(),
});

export const analyticsBuckets = ['day', 'week', 'month'] as const;
export type AnalyticsBucket = (typeof analyticsBuckets)[number];

const analyticsRange = z.object({
  from: modelDate,
  to: modelDate,
  bucket: z.enum(analyticsBuckets).default('day'),
  calendar: z.enum(['jalali', 'gregorian']).optional(),
});

/** A range that ends after it starts, of at most a year by day and five years by week or month. */
function checkedRange<T extends z.ZodType<{ from: string; to: string; bucket: AnalyticsBucket }>>(schema: T) {
  return schema
    .refine((query) => query.from <= query.to, { path: ['to'], message: 'validation.invalid' })
    .refine((query) => query.bucket !== 'day' || query.from >= addDays(query.to, -366), {
      path: ['bucket'],
      message: 'validation.invalid',
    })
    .refine((query) => query.from >= addDays(query.to, -MAX_STATISTICS_DAYS), { path: ['from'], message: 'validation.invalid' });
}

export const analyticsQuery = checkedRange(analyticsRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** The parts of the report a CSV file can hold, one table each. */
export const analyticsViews = ['series', 'items', 'languages', 'sources', 'devices', 'countries'] as const;
export type AnalyticsView = (typeof analyticsViews)[number];

export const analyticsExportQuery = checkedRange(analyticsRange.extend({ view: z.enum(analyticsViews) }));

const bucketFigures = z.object({
  key: z.string(),
  start: z.string(),
  end: z.string(),
  views: z.number().int(),
  reads: z.number().int(),
  /** Sum of each day's unique visitors: a reader who came back on two days counts twice. */
  visitors: z.number().int(),
});

const itemFigures = z.object({
  id: z.string().uuid(),
  type: z.string(),
  locale: z.enum(locales),
  title: z.string(),
  views: z.number().int(),
  reads: z.number().int(),
});

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(analyticsBuckets),
  calendar: z.enum(['jalali', 'gregorian']),
  totals: z.object({ views: z.number().int(), reads: z.number().int(), visitors: z.number().int() }),
  series: z.array(bucketFigures),
  /** The most viewed items of the range, each with how many views ended in a read-through. */
  items: z.array(itemFigures),
  languages: z.array(z.object({ locale: z.enum(locales), views: z.number().int(), visitors: z.number().int() })),
  sources: z.array(z.object({ source: z.enum(analyticsSources), views: z.number().int() })),
  devices: z.array(z.object({ device: z.enum(deviceClasses), views: z.number().int() })),
  /** Views by the reader's ISO country code; absent when the site has no GeoIP database (GEOIP_DATABASE). */
  countries: z.array(z.object({ country: z.string().length(2), views: z.number().int() })).optional(),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
