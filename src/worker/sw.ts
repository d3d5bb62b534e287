/**
 * The site's one service worker (ADR 0030), bundled by Serwist at build time and served at
 * /serwist/sw.js: public pages, their images and the build's files kept as they are read, an
 * offline page in the reader's language, the pages of saved items fetched ahead, and the push
 * notifications of ADR 0026. Never a panel page or an API answer: those carry one reader's data.
 */
import { BackgroundSyncPlugin, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from 'serwist';
import { defaultLocale, isLocale, locales } from '../i18n/locales';
import { engagementKinds } from '../shared/content-types';
import { isReaderCache, offlinePath, READER_CACHES, STATIC_CACHE } from '../shared/offline';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** A message a page sends: fetch these pages (and their covers) for reading offline. */
export type KeepOfflineMessage = { type: 'keep-offline'; urls: string[] };

const DAY_SECONDS = 86_400;
/** How long a navigation waits for the network before a kept copy answers: a weak connection still reads. */
const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * This build's mark on the reader's caches: a hash of its precache list, which names every
 * stylesheet and font by content. A page kept by an earlier build is dropped with it.
 */
function buildMark(entries: (PrecacheEntry | string)[] = []): string {
  let hash = 0x811c9dc5;
  for (const character of JSON.stringify(entries)) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
  return (hash >>> 0).toString(36);
}

const mark = buildMark(self.__SW_MANIFEST);
const cacheNames = {
  pages: `${READER_CACHES.pages}-${mark}`,
  images: `${READER_CACHES.images}-${mark}`,
  saved: `${READER_CACHES.saved}-${mark}`,
};

function localeOf(url: URL) {
  const first = url.pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** Addresses that show one reader's data or are not pages: always the network's answer. */
function isPrivate(url: URL): boolean {
  const [, first, second, third] = url.pathname.split('/');
  if (first === 'api') return true;
  return isLocale(first) && (second === 'preview' || ((second === 'user' || second === 'manager') && third === 'panel'));
}

/**
 * A like, save or check (`/api/user/{kind}/{type}/{id}`) or a comment (`/api/{type}/{slug}/comments`):
 * what a reader does, which the worker holds while offline and sends once the connection is back.
 */
function isReaderAction(url: URL): boolean {
  const segments = url.pathname.split('/').slice(1);
  if (segments[0] !== 'api') return false;
  const isEngagement = segments.length === 5 && segments[1] === 'user' && (engagementKinds as readonly string[]).includes(segments[2]!);
  const isComment = segments.length === 4 && segments[3] === 'comments';
  return isEngagement || isComment;
}

/**
 * Actions made offline, replayed in order by Background Sync, or when the worker next starts where
 * the browser has none. Each is applied once: a like or save is a state (sending it twice changes
 * nothing), a comment carries its client key. Kept a week.
 */
const outbox = new BackgroundSyncPlugin('reader-actions', { maxRetentionTime: 7 * 24 * 60 });

/**
 * What answers when nothing else did (offline, or the server down): a saved page or its image,
 * else, for a navigation, the offline page in the address's language. Anything else fails as
 * the network did.
 */
const offlineFallback: SerwistPlugin = {
  async handlerDidError({ request }) {
    const saved = await (await self.caches.open(cacheNames.saved)).match(request, { ignoreVary: true });
    if (saved || request.mode !== 'navigate') return saved;
    return serwist.matchPrecache(offlinePath(localeOf(new URL(request.url))));
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build's worker takes over at once; pages of the old build kept offline go with its caches.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    ...(['POST', 'DELETE'] as const).map((method) => ({
      matcher: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && isReaderAction(url),
      method,
      handler: new NetworkOnly({ plugins: [outbox] }),
    })),
    {
      // The live notification stream is left to the browser: answered here, it would keep this
      // worker busy for as long as a signed-in reader's page is open, and a new build's worker
      // would wait that long to take over.
      matcher: ({ url, request, sameOrigin }) => sameOrigin && isPrivate(url) && request.headers.get('accept') !== 'text/event-stream',
      handler: new NetworkOnly({ plugins: [offlineFallback] }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: cacheNames.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }), offlineFallback],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url, request, sameOrigin }) => sameOrigin && request.destination === 'image' && url.pathname.startsWith('/media/'),
      handler: new StaleWhileRevalidate({
        cacheName: cacheNames.images,
        // About 20 MB: a card's or an article's rendition is 30–150 KB.
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }), offlineFallback],
      }),
    },
  ],
});

/**
 * The addresses of the images a kept page shows under /media/: each `src` and every rendition of
 * its `srcset`, since which one the browser draws depends on the screen it is read on.
 */
function imagesOf(html: string, base: string): string[] {
  const addresses = [...html.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((match) => match[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
  return [...new Set(addresses.filter((address) => address.startsWith('/media/')).map((address) => new URL(address.replaceAll('&amp;', '&'), base).href))];
}

/** The build's scripts a page loads by `<script src>`: its route's own chunks among them. */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]!);
}

/** Adds the scripts the cache of the build's files lacks; content-named, one kept is never stale. */
async function keepScripts(scripts: string[]): Promise<void> {
  const statics = await self.caches.open(STATIC_CACHE);
  await Promise.all(scripts.map(async (script) => (await statics.match(script)) ?? statics.add(script).catch(() => undefined)));
}

/**
 * Fetches pages, their images and their scripts: a saved page never opened on this device has
 * route chunks no other page loaded, and offline it would open on an error screen without them.
 * One that fails is skipped, not fatal.
 */
async function keepOffline(urls: string[]): Promise<void> {
  const saved = await self.caches.open(cacheNames.saved);
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { credentials: 'omit' }).catch(() => null);
      if (!response?.ok) return;
      const html = await response.clone().text();
      await saved.put(url, response);
      await Promise.all([...imagesOf(html, url).map((image) => saved.add(image).catch(() => undefined)), keepScripts(scriptsOf(html))]);
    }),
  );
}

self.addEventListener('message', (event) => {
  const message = event.data as KeepOfflineMessage | undefined;
  if (message?.type !== 'keep-offline' || !Array.isArray(message.urls)) return;
  const ownUrls = message.urls.filter((url) => new URL(url, self.location.origin).origin === self.location.origin);
  // The page waits on the reply to say "available offline" only once it is true.
  event.waitUntil(keepOffline(ownUrls).finally(() => event.ports[0]?.postMessage('kept')));
});

/** The offline pages' own scripts, fetched once with them: offline, nothing else could bring them. */
async function keepOfflinePageScripts(): Promise<void> {
  for (const locale of locales) {
    const page = await serwist.matchPrecache(offlinePath(locale));
    if (page) await keepScripts(scriptsOf(await page.text()));
  }
}

/** Reader caches of earlier builds: their pages ask for files this build no longer serves. */
async function dropEarlierBuilds(): Promise<void> {
  const current = new Set(Object.values(cacheNames));
  const names = await self.caches.keys();
  await Promise.all(names.filter((name) => isReaderCache(name) && !current.has(name)).map((name) => self.caches.delete(name)));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([keepOfflinePageScripts(), dropEarlierBuilds()]));
});

// Push notifications (ADR 0026): one per item (its tag), in its language and direction; a tap opens it.
self.addEventListener('push', (event) => {
  if (!event.data) return;
  const message = event.data.json() as { title: string; body: string; lang: string; dir: NotificationDirection; tag: string; url: string };
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, lang: message.lang, dir: message.dir, tag: message.tag, data: { url: message.url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url;
  if (url) event.waitUntil(self.clients.openWindow(url));
});

serwist.addEventListeners();
