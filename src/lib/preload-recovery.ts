/**
 * SPEC §8's failed page-part load: after a deployment the old build's chunks are gone, so a client
 * navigation of an open tab fails to fetch one. Announce it as a `preload-error` event and reload
 * once into the build now served; the attempt is remembered per build in sessionStorage, so a part
 * that keeps failing shows the error screen instead of reloading forever.
 */
const currentBuild = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';
const ATTEMPT_KEY = `darvazeh:preload-reload:${currentBuild}`;

const CHUNK_FAILURE = /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

function hasTriedReload(): boolean {
  try {
    return sessionStorage.getItem(ATTEMPT_KEY) !== null;
  } catch {
    // Storage refused (private mode): better one screen too many than a reload loop.
    return true;
  }
}

/**
 * Raises `preload-error` for a chunk failure and, when online, reloads once per build. Returns
 * whether a reload is under way; false means the caller shows its error screen.
 */
export function recoverFromPreloadError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  window.dispatchEvent(new CustomEvent('preload-error', { detail: error }));
  // Offline, the part is missing because the connection is, not because a deploy took it away: a
  // reload would trade the page the reader is reading for the offline page.
  if (!navigator.onLine || hasTriedReload()) return false;
  sessionStorage.setItem(ATTEMPT_KEY, new Date().toISOString());
  window.location.reload();
  return true;
}
