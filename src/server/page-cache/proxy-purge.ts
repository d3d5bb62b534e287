/**
 * Purges pages from the reverse proxy's cache (deploy/varnish.vcl): one `PURGE` request to
 * PURGE_URL naming the proxy's keys in `xkey-purge` (each cached page is keyed by its path, and
 * all of them by `all`). Without PURGE_URL there is no proxy to tell.
 */

/**
 * An instance that had not yet heard of a change may hand the proxy the old page just after the
 * first purge; a second purge a moment later, after the instances have applied it, drops that copy.
 */
const REPEAT_AFTER_MS = 1000;
const TIMEOUT_MS = 2000;

let hasReportedFailure = false;

async function sendPurge(url: string, keys: readonly string[]): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'PURGE',
      headers: { 'xkey-purge': keys.join(' ') },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    hasReportedFailure = false;
  } catch (error) {
    if (hasReportedFailure) return;
    hasReportedFailure = true;
    // A write must not fail because the proxy is down; its pages then expire by their s-maxage.
    console.error('[page-cache] proxy purge failed:', error instanceof Error ? error.message : error);
  }
}

/** Purges `keys` (paths, or `all`) now and once more shortly after. */
export async function purgeProxy(keys: readonly string[]): Promise<void> {
  const url = process.env.PURGE_URL;
  if (!url || keys.length === 0) return;
  const unique = [...new Set(keys)];
  await sendPurge(url, unique);
  setTimeout(() => void sendPurge(url, unique), REPEAT_AFTER_MS).unref();
}
