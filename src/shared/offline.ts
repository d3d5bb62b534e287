/**
 * The service worker's names (ADR 0030), shared by the worker (src/worker/sw.ts) and the pages
 * that fill or empty its caches. Relative imports only: the worker is bundled on its own.
 */
import { locales, type Locale } from '../i18n/locales';

/** Where the one service worker of the site is served (its route: src/app/serwist/[path]). */
export const SERVICE_WORKER_URL = '/serwist/sw.js';

/**
 * The caches a reader's reading fills, each name ending in the build it was filled by (a page of
 * an earlier build would ask for stylesheets and scripts this build no longer has). Emptied when
 * the reader signs out: what someone read or saved is theirs.
 */
export const READER_CACHES = {
  /** Public pages as they were read, newest kept. */
  pages: 'darvazeh-pages',
  /** Covers and images of the pages read. */
  images: 'darvazeh-images',
  /** The pages of the items a reader saved, and their covers, fetched even if never opened. */
  saved: 'darvazeh-saved',
} as const;

/** Scripts, stylesheets and fonts of the build, kept as pages use them: they name their own version. */
export const STATIC_CACHE = 'darvazeh-static';

/** What a navigation shows offline when nothing cached answers it, in the address's language. */
export function offlinePath(locale: Locale): string {
  return `/${locale}/offline`;
}

export const offlinePaths = locales.map(offlinePath);

/** Whether a cache holds what a reader read or saved (any build's). */
export function isReaderCache(name: string): boolean {
  return Object.values(READER_CACHES).some((prefix) => name.startsWith(prefix));
}

/** The reader's caches emptied, on sign-out: the next reader of this browser finds none of them. */
export async function clearReaderCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isReaderCache).map((name) => caches.delete(name)));
}
