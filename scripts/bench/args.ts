/** The command line of `npm run bench`, parsed without side effects so it can be tested. */
export type BenchOptions = {
  items: number;
  connections: number;
  /** Seconds of load per URL. */
  duration: number;
  /** The app listens here, the bare Next reference on the next port. */
  port: number;
  /** PostgreSQL database to use and keep (created and seeded when missing); a throw-away one when absent. */
  database?: string;
  /** Detail pages requested by the page-cache check. */
  cachePages: number;
  /** Only these URL names (comma-separated), for a quick look at one page. */
  only?: string[];
  /** Where to write the run as Markdown, besides printing it. */
  out?: string;
  /** Posts in the generated WordPress export whose import is timed (0: no import figure). */
  importPosts: number;
  /** Confirmed subscribers the timed newsletter send goes to (0: no newsletter figure). */
  newsletterSubscribers: number;
  /** Also build a WordPress from the same library and load its search, home and a post in the run. */
  wordpress: boolean;
};

export const defaults: BenchOptions = { items: 2000, connections: 10, duration: 10, port: 3100, cachePages: 5000, importPosts: 2000, newsletterSubscribers: 20_000, wordpress: false };

export const usage = `npm run bench -- [--items N] [--connections C] [--duration T] [--port P]
                       [--database NAME] [--cache-pages N] [--only name,name] [--out FILE] [--import-posts N]
                       [--newsletter-subscribers N] [--wordpress]
  --items        items in the generated library (default ${defaults.items})
  --connections  concurrent connections per URL (default ${defaults.connections})
  --duration     seconds of load per URL (default ${defaults.duration})
  --port         port of the app; the bare Next reference takes the next one, WordPress the one
                 after (default ${defaults.port})
  --database     with DATABASE_URL: this database is used and kept (seeded when empty);
                 without it a throw-away database is created and dropped
  --cache-pages  distinct detail pages the page-cache check requests (default ${defaults.cachePages})
  --only         measure only these URL names (ingestion: the analytics beacon)
  --out          also write the run as Markdown to FILE
  --import-posts posts in the generated WordPress export whose import is timed (default ${defaults.importPosts}; not run with --only)
  --newsletter-subscribers
                 confirmed subscribers one newsletter issue is sent to, through an SMTP sink on
                 loopback (default ${defaults.newsletterSubscribers}; not run with --only)
  --wordpress    export the library as WXR, import it into a throw-away WordPress (Debian's
                 packages, installed with apt-get when missing; nginx, PHP-FPM, MariaDB) and load
                 its search, home and one post in the same run (wp-search-en, wp-search-fa,
                 wp-home, wp-post: --only selects among them too); every URL then gets a timed
                 run, however slow its first answers
DATABASE_URL unset: PGlite in a temporary directory.`;

function positiveInteger(flag: string, value: string | undefined, max: number): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new Error(`${flag} needs a whole number, got ${value ?? 'nothing'}`);
  const number = Number(value);
  if (number < 1 || number > max) throw new Error(`${flag} must be between 1 and ${max}, got ${number}`);
  return number;
}

type NumericKey = 'items' | 'connections' | 'duration' | 'port' | 'cachePages' | 'importPosts' | 'newsletterSubscribers';

const numericFlags: Record<string, { key: NumericKey; max: number } | undefined> = {
  '--items': { key: 'items', max: 10_000_000 },
  '--connections': { key: 'connections', max: 1000 },
  '--duration': { key: 'duration', max: 3600 },
  '--port': { key: 'port', max: 65_534 },
  '--cache-pages': { key: 'cachePages', max: 1_000_000 },
  '--import-posts': { key: 'importPosts', max: 1_000_000 },
  '--newsletter-subscribers': { key: 'newsletterSubscribers', max: 1_000_000 },
};

/** Accepts `--flag value` and `--flag=value`; throws with a readable message on anything else. */
export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!;
    if (!argument.startsWith('--')) throw new Error(`unexpected argument ${argument}`);
    const [flag, inline] = argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    const value = () => inline ?? argv[++i];
    const numeric = numericFlags[flag];
    if (numeric) {
      options[numeric.key] = positiveInteger(flag, value(), numeric.max);
      continue;
    }
    switch (flag) {
      case '--wordpress':
        if (inline !== undefined) throw new Error('--wordpress takes no value');
        options.wordpress = true;
        break;
      case '--database': {
        const name = value();
        if (!name || !/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`--database needs a lowercase PostgreSQL name, got ${name ?? 'nothing'}`);
        options.database = name;
        break;
      }
      case '--only': {
        const names = (value() ?? '').split(',').map((name) => name.trim()).filter(Boolean);
        if (names.length === 0) throw new Error('--only needs at least one URL name');
        options.only = names;
        break;
      }
      case '--out': {
        const file = value();
        if (!file) throw new Error('--out needs a file name');
        options.out = file;
        break;
      }
      default:
        throw new Error(`unknown option ${flag}\n${usage}`);
    }
  }
  return options;
}
