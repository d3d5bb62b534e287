import { eq } from 'drizzle-orm';
import { isbot } from 'isbot';
import { isLocale } from '@/i18n/locales';
import { randomSecret, sha256 } from '@/server/auth/secrets';
import { getDb } from '@/server/db/client';
import { analyticsEvents, analyticsSalts } from '@/server/db/schema';
import { writeBehind } from '@/server/write-behind';
import { formatModelDate } from '@/shared/dates';
import type { BeaconInput } from '@/shared/schemas/analytics';
import { deviceOf, referrerHost, sourceOf } from './classify';
import { countryOf } from './geoip';

/** Rows written per insert; a full batch is written at once instead of waiting for the timer. */
const BATCH_SIZE = 1000;
/**
 * Beacons an instance holds while the database is slow or away. Past this the newest are dropped:
 * memory stays bounded whatever arrives.
 */
const MAX_BUFFERED = 20_000;

type PendingEvent = typeof analyticsEvents.$inferInsert;

/** The beacons held since the last write. */
const heldEvents = writeBehind('analytics', {
  empty: (): PendingEvent[] => [],
  size: (held) => held.length,
  fullAt: BATCH_SIZE,
  write: async (held) => {
    for (let at = 0; at < held.length; at += BATCH_SIZE) {
      const batch = held.slice(at, at + BATCH_SIZE);
      await getDb()
        .insert(analyticsEvents)
        .values(batch)
        .catch((error: unknown) => console.error(`[analytics] ${batch.length} beacons not written`, error));
    }
  },
});

/** Writes every held beacon (the timer, a full batch, shutdown, tests). */
export const flushAnalytics = heldEvents.flush;

/** The day's salt this instance last read. */
const SALT = Symbol.for('darvazeh.analytics-salt');
type Global = typeof globalThis & { [SALT]?: { day: string; salt: string } };

/** What the beacon's request says about its sender (src/server/http/beacon-sender.ts reads it). */
export type BeaconSender = {
  ip: string | null;
  userAgent: string | null;
  host: string;
  /** Do-Not-Track or Global Privacy Control: the reader asked not to be counted. */
  optedOut: boolean;
  /** A speculative load (prefetch or prerender) that no reader may ever see. */
  prefetch: boolean;
};

/**
 * The day's salt, the same on every instance (the first to need it writes it). A visitor is a
 * hash of it with the address and browser: unique per day, and unlinkable to any other day once
 * the roll-up job has deleted the salt.
 */
async function saltOf(day: string): Promise<string> {
  const global = globalThis as Global;
  if (global[SALT]?.day === day) return global[SALT].salt;
  const db = getDb();
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomSecret(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`no analytics salt for ${day}`);
  global[SALT] = { day, salt: row.salt };
  return row.salt;
}

/**
 * Counts one beacon: buffered in this instance and written with the others of the next few
 * seconds, so a request never waits for the database (after the day's first, which reads the
 * salt). Returns false for a beacon that is not counted.
 */
export async function recordBeacon(input: BeaconInput, sender: BeaconSender): Promise<boolean> {
  if (sender.optedOut || sender.prefetch || isbot(sender.userAgent)) return false;
  const url = new URL(input.url, 'http://beacon.invalid');
  const locale = url.pathname.split('/')[1];
  if (!isLocale(locale)) return false;

  const day = formatModelDate(new Date());
  const salt = await saltOf(day);
  const host = referrerHost(input.referrer);
  const utm = (name: string) => url.searchParams.get(`utm_${name}`)?.slice(0, 100) || null;
  enqueue({
    day,
    kind: input.kind,
    locale,
    path: url.pathname.slice(0, 500),
    contentId: input.item ?? null,
    source: sourceOf({ host, siteHost: sender.host.replace(/:\d+$/, ''), utmSource: utm('source'), utmMedium: utm('medium') }),
    referrerHost: host,
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    device: deviceOf(sender.userAgent),
    country: await countryOf(sender.ip),
    visitor: sha256(`${salt}|${sender.host}|${sender.ip ?? ''}|${sender.userAgent ?? ''}`).slice(0, 32),
  });
  return true;
}

function enqueue(event: PendingEvent): void {
  const held = heldEvents.held();
  if (held.length >= MAX_BUFFERED) return;
  held.push(event);
  heldEvents.added();
}
