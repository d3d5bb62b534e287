'use client';

import { activeWorker } from './offline';

/**
 * Has the worker fetch these pages, with their covers, into the saved cache: they open offline
 * even if never read on this device. Resolves once they are kept (or could not be).
 */
export async function keepOffline(paths: string[]): Promise<void> {
  const worker = await activeWorker().catch(() => null);
  if (!worker || paths.length === 0) return;
  const urls = paths.map((path) => new URL(path, location.origin).href);
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: 'keep-offline', urls }, [channel.port2]);
  });
}

/** Which of these pages this device holds (saved or read), so a card can say "available offline". */
export async function keptOfflineOf(paths: string[]): Promise<Set<string>> {
  if (typeof caches === 'undefined') return new Set();
  const held = await Promise.all(paths.map(async (path) => ((await caches.match(new URL(path, location.origin).href, { ignoreVary: true })) ? path : null)));
  return new Set(held.filter((path): path is string => path !== null));
}
