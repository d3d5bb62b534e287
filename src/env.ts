import { z } from 'zod';

/** An unset or empty variable is absent (compose files and shells write `NAME=` for "not set"). */
const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);
const portNumber = z.coerce.number().int().min(1).max(65535, 'a TCP port is 1 to 65535');

/**
 * Defaults that src/server/db/client.ts applies itself: scripts open the database without
 * validating the whole environment.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** Environment, validated once. Every variable is documented in the README's configuration table. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: portNumber.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // Read by src/server/db/client.ts: PGlite's shared buffers, held in this process's memory.
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
  // Read by src/server/db/client.ts; listed here to be validated and documented once.
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(DEFAULT_DATABASE_POOL_SIZE),
  // How long a start keeps trying to reach the database (backing off from 0.5 s to 5 s) before it gives up.
  DATABASE_WAIT_SECONDS: z.coerce.number().positive().default(60),
  // How far V8 lets its heap grow past what is live before collecting it whole, in percent
  // (scripts/start.ts); 0 leaves it to V8, which allows up to 300 % on a machine with memory to spare.
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(25),
  REDIS_URL: z.string().optional(),
  // Read where Next loads the page cache outside the bundle (src/server/page-cache); listed here to be validated and documented once.
  REDIS_PREFIX: z.string().default('darvazeh'),
  PAGE_CACHE_MB: z.coerce.number().positive().default(4096),
  PAGE_CACHE_MEMORY_MB: z.coerce.number().nonnegative().default(16),
  PAGE_CACHE_DIR: z.string().optional(),
  PURGE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  APP_NAME: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Darvazeh <no-reply@darvazeh.local>'),
  // Mail retries back off from MAIL_RETRY_DELAY_SECONDS, doubling up to 15 minutes, for
  // MAIL_RETRY_LIMIT attempts: about two days of SMTP outage by default. Tests shorten them.
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().positive().default(30),
  MAIL_RETRY_LIMIT: z.coerce.number().int().nonnegative().default(12),
  // Webhook endpoints on private, loopback, link-local or unique-local addresses are refused (at
  // registration and at every delivery) unless this is set: a manager could otherwise make the
  // server call into its own network.
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // A failed delivery is retried from WEBHOOK_RETRY_DELAY_SECONDS, doubling up to an hour, for
  // WEBHOOK_RETRY_LIMIT more attempts (about two hours by default). Tests shorten them.
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(30),
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().nonnegative().default(8),
  // Newsletters: how many e-mails a send hands the SMTP server per minute (over a pool of
  // NEWSLETTER_SMTP_CONNECTIONS connections), how many recipients one claim takes from the ledger,
  // the hour of the day (in NEWSLETTER_TIME_ZONE) the digests go out, and whether opens and clicks
  // are counted (off unless the site turns it on; the preferences page says which).
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  NEWSLETTER_SMTP_CONNECTIONS: z.coerce.number().int().positive().max(50).default(5),
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().positive().max(5000).default(200),
  NEWSLETTER_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  NEWSLETTER_TIME_ZONE: z.string().default('Asia/Tehran'),
  NEWSLETTER_TRACKING: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // Reading analytics (ADR 0028): raw beacons are kept this many days; the daily figures stay.
  ANALYTICS_RAW_DAYS: z.coerce.number().int().positive().default(30),
  // Seconds an instance buffers beacons, and adds up search counts, before writing them in one
  // statement (and at shutdown).
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().positive().default(2),
  // A MaxMind country or city database (.mmdb). When set, each beacon's address is turned into a
  // country code as it arrives (the address is never stored) and Analytics shows countries; unset,
  // no country is looked up and the screen has no countries section.
  GEOIP_DATABASE: z.string().min(1).optional(),
  // How long a finished export's archive can be downloaded before it is deleted: it holds the
  // whole site (and, when asked, account secrets), so it is not kept as a standing copy.
  EXPORT_KEEP_HOURS: z.coerce.number().positive().default(24),
  // How often each instance's job workers look for due work.
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  // How many revisions each content item keeps, oldest dropped first; every one when unset (ADR 0019).
  REVISIONS_KEEP: z.preprocess(blankIsUnset, z.coerce.number().int().positive().optional()),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  // `required`: every account holding a manager permission must enrol a second factor (an
  // authenticator app or a passkey) before the manager panel or a manager API opens for it.
  MANAGER_2FA: z.preprocess(blankIsUnset, z.enum(['optional', 'required']).default('optional')),
  // Signs preview links (ADR 0020). Unset: a key made once and kept in the database, so a copy of
  // the database alone could open live previews; set it (the same on every instance) to close that.
  PREVIEW_LINK_SECRET: z.preprocess(blankIsUnset, z.string().min(32, 'use at least 32 characters').optional()),
  // Addresses and CIDRs of the reverse proxies whose X-Forwarded-For is believed (client-info.ts
  // parses each entry; scripts/start.ts refuses to start on a bad one).
  TRUSTED_PROXIES: z
    .string()
    .regex(/^[\s\da-fA-F:.,/]*$/, 'comma-separated IP addresses or CIDRs')
    .optional(),
  // Object storage: uploads go to this S3-compatible bucket when S3_BUCKET is set.
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // Operating an instance (docs/adr/0018-operability.md): shutdown, metrics and logs.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().nonnegative().default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  METRICS_TOKEN: z.preprocess(blankIsUnset, z.string().min(16, 'use at least 16 characters').optional()),
  METRICS_PORT: z.preprocess(blankIsUnset, portNumber.optional()),
  LOG_LEVEL: z.preprocess(blankIsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  LOG_FORMAT: z.preprocess(blankIsUnset, z.enum(['json', 'text']).optional()),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= schema.parse(process.env);
  return cached;
}

/** Tests only: the next `env()` reads `process.env` again (after `vi.stubEnv`). */
export function resetEnvForTests(): void {
  cached = undefined;
}

export function appUrl(): string {
  const { APP_URL, PORT } = env();
  return (APP_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '');
}

/** True when the public address is https: cookies are then `Secure` and HSTS is sent. */
export function isHttpsApp(): boolean {
  return appUrl().startsWith('https://');
}
