'use client';

type Listener = (event: 'start' | 'finish') => void;
const listeners = new Set<Listener>();

/** Page loading start and end (SPEC §2): the loading bar listens, links and the router announce. */
export function onNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startNavigation(): void {
  for (const listener of listeners) listener('start');
}

export function finishNavigation(): void {
  for (const listener of listeners) listener('finish');
}
