'use client';

import { SERVICE_WORKER_URL } from '@/shared/offline';

/** The site's service worker, registered (once per page; the browser keeps one) and active. */
export async function activeWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return (await navigator.serviceWorker.ready).active;
}

/** Registers the worker on a reader's first page, so the pages they read stay readable offline. */
export function registerServiceWorker(): void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
}
