'use client';

/** Chromium's offer to install the site (not yet in the DOM's types). */
type InstallPromptEvent = Event & { prompt: () => Promise<void> };

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the header's menu to show when the reader asks, instead
 * of the browser's own banner. Listens from the first page load: the offer comes once per page,
 * and not at all once the site is installed.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function canInstall(): boolean {
  return offer !== null;
}

/** Shows the browser's install prompt; the offer is spent either way. */
export async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
}
