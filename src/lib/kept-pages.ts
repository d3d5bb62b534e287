'use client';

import { offlinePaths, READER_CACHES } from '@/shared/offline';

export type KeptPage = { path: string; title: string; isSaved: boolean };

function titleOf(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return (page.querySelector('main h1')?.textContent ?? page.title).trim();
}

/** Every page the worker keeps, saved ones first, each with its heading as its title. */
export async function keptPages(): Promise<KeptPage[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(READER_CACHES.saved) || name.startsWith(READER_CACHES.pages));
  const pages = new Map<string, KeptPage>();
  for (const name of names.sort((a, b) => Number(b.startsWith(READER_CACHES.saved)) - Number(a.startsWith(READER_CACHES.saved)))) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const { pathname, origin } = new URL(request.url);
      if (origin !== location.origin || pages.has(pathname) || offlinePaths.includes(pathname)) continue;
      const response = await cache.match(request);
      if (!response?.headers.get('content-type')?.startsWith('text/html')) continue;
      pages.set(pathname, { path: pathname, title: titleOf(await response.text()) || pathname, isSaved: name.startsWith(READER_CACHES.saved) });
    }
  }
  return [...pages.values()];
}
