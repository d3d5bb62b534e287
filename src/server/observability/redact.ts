/**
 * What no log line may carry: passwords in connection strings, bearer tokens, session cookies,
 * one-time link tokens, and the values of the secret variables themselves. Applied to every line
 * as it is written (logger.ts), whatever code wrote it, so a secret that slips into an error
 * message is cut out too. The replacement keeps the line valid JSON.
 */
export const REDACTED = '[redacted]';

/** Variables whose values are secrets wherever they appear; URLs are reduced to their password. */
const SECRET_VARIABLES = ['ADMIN_PASSWORD', 'METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY'] as const;
const URL_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'TEST_DATABASE_URL', 'PURGE_URL'] as const;

/** Shorter values would cut ordinary words out of lines; they are no secret worth the name either. */
const MIN_SECRET_LENGTH = 6;

function passwordOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null;
  }
}

/** The literal secret values of this environment, longest first. */
export function secretValues(environment: Record<string, string | undefined>): string[] {
  const values = new Set<string>();
  for (const name of SECRET_VARIABLES) {
    const value = environment[name];
    if (value && value.length >= MIN_SECRET_LENGTH) values.add(value);
  }
  for (const name of URL_VARIABLES) {
    const password = passwordOf(environment[name]);
    if (password && password.length >= MIN_SECRET_LENGTH) values.add(password);
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/**
 * Every place an address carries a secret, known here and nowhere else. Query parameters: the
 * reset and e-mail verification links (`?token=`), a preview handed over as `?preview=`, an
 * unsubscribe or sign-in code, a signature, and a password sent in a form. Path segments: the
 * one after `/preview/`, which is the preview link's token (`/fa/preview/…`, `/api/preview/…`).
 * A new link that carries a secret adds its name to one of these lists.
 */
const TOKEN_PARAMETERS = ['token', 'access_token', 'refresh_token', 'password', 'password_confirmation', 'current_password', 'secret', 'signature', 'code', 'preview', 'unsubscribe'] as const;
const TOKEN_SEGMENTS = ['preview'] as const;

const PATTERNS: [RegExp, string][] = [
  // scheme://user:password@host → scheme://user:[redacted]@host
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:@/"'\\]*):([^\s@/"'\\]+)@/gi, `$1:${REDACTED}@`],
  // Authorization: Bearer … / Basic …
  [/\b(bearer|basic)(\s+)[A-Za-z0-9._~+/=|%-]{8,}/gi, `$1$2${REDACTED}`],
  // A secret in a query string or form: ?token=…, &password=…
  [new RegExp(`([?&;](?:amp;)?(?:${TOKEN_PARAMETERS.join('|')})=)[^&\\s"'<>\\\\]+`, 'gi'), `$1${REDACTED}`],
  // A secret as a path segment: /fa/preview/…, wherever the path stands (after a quote, a host, a
  // space); a route's template (`/[locale]/preview/[token]`) names no secret and stays.
  [new RegExp(`(/(?:${TOKEN_SEGMENTS.join('|')})/)(?!\\[)[^/?#\\s"'<>\\\\]+`, 'g'), `$1${REDACTED}`],
  // The session cookie, wherever a Cookie header is printed.
  [/\b(authorization_token|XSRF-TOKEN)=[^;\s"'\\]+/g, `$1=${REDACTED}`],
  // A JSON field that holds a credential: "password":"…", "token":"…"
  [
    /("(?:password|password_confirmation|current_password|token|access_token|secret|authorization|cookie|set-cookie)"\s*:\s*")((?:[^"\\]|\\.)*)"/gi,
    `$1${REDACTED}"`,
  ],
];

/** `line` with every secret of `secrets` and every pattern above replaced by [redacted]. */
export function redactSecrets(line: string, secrets: readonly string[] = []): string {
  let result = line;
  for (const secret of secrets) {
    if (!result.includes(secret)) {
      // A secret with a quote or backslash is escaped inside a JSON line.
      const escaped = JSON.stringify(secret).slice(1, -1);
      if (escaped === secret || !result.includes(escaped)) continue;
      result = result.split(escaped).join(REDACTED);
      continue;
    }
    result = result.split(secret).join(REDACTED);
  }
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/** A request's path for the log: the query kept, its credential-like values cut out. */
export function loggablePath(url: string | undefined): string {
  return redactSecrets((url ?? '/').slice(0, 2000));
}
