import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One reader's page view or read-through, as the beacon reported it, kept `ANALYTICS_RAW_DAYS`.
 * Nothing names the reader: no account, no address, no cookie. `visitor` is a hash of the day's
 * salt with the address and browser, so one reader is one visitor for a day and cannot be
 * followed from one day to the next once the salt is gone.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The Tehran day of `at`: the unit of every figure and of the salt. */
    day: date({ mode: 'string' }).notNull(),
    /** `view` when a page loads, `read` when its reader reaches three quarters of the body. */
    kind: text().notNull(),
    locale: text().notNull(),
    path: text().notNull(),
    contentId: uuid(),
    /** search, social, newsletter, other (another site), direct, internal (a page of this site). */
    source: text().notNull(),
    referrerHost: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    /** phone, tablet or desktop. */
    device: text().notNull(),
    /**
     * ISO country code of the reader's address, looked up when the beacon arrives and only when the
     * site has a GeoIP database (GEOIP_DATABASE); the address itself is never stored.
     */
    country: text(),
    visitor: text().notNull(),
  },
  (t) => [index('analytics_events_day_idx').on(t.day)],
);

/** The day's counts per page, language, source and device: what the screens read, kept for good. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    locale: text().notNull(),
    path: text().notNull(),
    contentId: uuid(),
    source: text().notNull(),
    device: text().notNull(),
    /** The events' country code, '' when unknown or when the site has no GeoIP database (a key column cannot be null). */
    country: text().notNull().default(''),
    views: integer().notNull(),
    reads: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.locale, t.path, t.source, t.device, t.country] })],
);

/** Unique visitors of a day per language: distinct hashes cannot be summed from the rows above. */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date({ mode: 'string' }).notNull(),
    locale: text().notNull(),
    visitors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.locale] })],
);

/** The day's salt, shared by every instance; deleted once the day is over. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});
