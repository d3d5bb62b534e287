'use client';

/** `target` is where a navigation goes, when known (a link click), so a page can show a skeleton. */
type Listener = (event: 'start' | 'finish', target?: URL) => void;
const listeners = new Set<Listener>();

/** Page loading start and end (SPEC §2): the loading bar listens, links and the router announce. */
export function onNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startNavigation(target?: URL): void {
  for (const listener of listeners) listener('start', target);
}

export function finishNavigation(): void {
  for (const listener of listeners) listener('finish');
}
