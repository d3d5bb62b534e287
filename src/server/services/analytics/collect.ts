import { eq } from 'drizzle-orm';
import { isbot } from 'isbot';
import { env } from '@/env';
import { isLocale } from '@/i18n/locales';
import { randomSecret, sha256 } from '@/server/auth/secrets';
import { getDb } from '@/server/db/client';
import { analyticsEvents, analyticsSalts } from '@/server/db/schema';
import { formatModelDate } from '@/shared/dates';
import type { BeaconInput } from '@/shared/schemas/analytics';
import { deviceOf, referrerHost, sourceOf } from './classify';
import { countryOf } from './geoip';

/** Rows written per insert; a full buffer is written at once instead of waiting for the timer. */
const BATCH_SIZE = 1000;
/**
 * Beacons an instance holds while the database is slow or away. Past this the newest are dropped
 * (and counted as dropped): memory stays bounded whatever arrives.
 */
const MAX_BUFFERED = 20_000;

type PendingEvent = typeof analyticsEvents.$inferInsert;
type CollectorState = {
  buffer: PendingEvent[];
  timer?: NodeJS.Timeout;
  writing: Promise<void>;
  dropped: number;
  salt?: { day: string; salt: string };
};
const STATE = Symbol.for('darvazeh.analytics');
type Global = typeof globalThis & { [STATE]?: CollectorState };

function state(): CollectorState {
  const global = globalThis as Global;
  global[STATE] ??= { buffer: [], writing: Promise.resolve(), dropped: 0 };
  return global[STATE];
}

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
  const current = state();
  if (current.salt?.day === day) return current.salt.salt;
  const db = getDb();
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomSecret(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`no analytics salt for ${day}`);
  current.salt = { day, salt: row.salt };
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
  const current = state();
  if (current.buffer.length >= MAX_BUFFERED) {
    current.dropped += 1;
    return;
  }
  current.buffer.push(event);
  if (current.buffer.length >= BATCH_SIZE) void flushAnalytics();
  else current.timer ??= setTimeout(() => void flushAnalytics(), env().ANALYTICS_FLUSH_SECONDS * 1000).unref();
}

/**
 * Writes every buffered beacon (the timer, a full batch, shutdown, tests). Writes follow one
 * another; a failed batch is logged and dropped rather than retried without bound.
 */
export function flushAnalytics(): Promise<void> {
  const current = state();
  clearTimeout(current.timer);
  current.timer = undefined;
  current.writing = current.writing.then(async () => {
    while (current.buffer.length > 0) {
      const batch = current.buffer.splice(0, BATCH_SIZE);
      await getDb()
        .insert(analyticsEvents)
        .values(batch)
        .catch((error: unknown) => console.error(`[analytics] ${batch.length} beacons not written`, error));
    }
  });
  return current.writing;
}
