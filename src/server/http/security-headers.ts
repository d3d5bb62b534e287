import { embedHosts } from '@/shared/content-types';

/** What no answer may do, whatever it is: be framed, load plugins, or move relative URLs elsewhere. */
const FRAMING_AND_PLUGINS = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/**
 * Headers every answer carries, page or API. `frame-ancestors 'none'` (and the older
 * X-Frame-Options) keep a same-site page from framing the signed-in panels; HSTS only when the
 * public address is https, or a plain-http install would lock browsers out of itself. The
 * Content-Security-Policy here is the floor; the production server replaces it once it knows what
 * the answer is (pagePolicy, resourcePolicy).
 */
export function baseSecurityHeaders({ isHttps }: { isHttps: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': FRAMING_AND_PLUGINS,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing in the product uses these; a script injected anyway cannot either.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(isHttps ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The policy of an HTML page, given where its scripts may come from. Covers, body images and
 * audio/video may be any http(s) address an editor entered (mediaRef in content-types.ts) or the
 * S3 bucket, so media is open to the web; frames only to the allowed video embeds. The particle
 * field draws in a worker. Styles stay inline-capable: React sets style attributes and Next
 * inlines font CSS.
 */
function policyWithScripts(scriptSources: string): string {
  const embeds = embedHosts.map((host) => `https://${host}`).join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${embeds}`,
    "form-action 'self'",
    FRAMING_AND_PLUGINS,
  ].join('; ');
}

/**
 * A page rendered for this answer: scripts run only when the server marked them with this
 * answer's nonce; what they load in turn is trusted ('strict-dynamic': Next loads its chunks that way).
 */
export function pagePolicy(nonce: string): string {
  return policyWithScripts(`'nonce-${nonce}' 'strict-dynamic' 'self'`);
}

/**
 * A page served from the page cache, the same bytes for every reader (so a shared cache may keep
 * them, and they are compressed once): each inline script it carries is named by its hash, and
 * script files come from this origin only. An injected inline script matches no hash; what a
 * per-reader nonce would add is nothing a cached copy may carry.
 */
export function cachedPagePolicy(inlineScriptHashes: readonly string[]): string {
  return policyWithScripts(["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '));
}

/** JSON, feeds, media and other data: nothing in them may load or run anything. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Scripts keep the floor: a dedicated worker takes its policy from its own script's answer, and
 * `default-src 'none'` there would stop the particle worker loading its chunks.
 */
export const SCRIPT_FILE_POLICY = FRAMING_AND_PLUGINS;
