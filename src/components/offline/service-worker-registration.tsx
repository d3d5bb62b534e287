'use client';

import { useEffect } from 'react';
import { listenForInstallOffer } from '@/lib/install-prompt';
import { registerServiceWorker } from '@/lib/offline';

/** Registers the site's service worker from a public page (ADR 0030) and keeps the browser's install offer; renders nothing. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    listenForInstallOffer();
    registerServiceWorker();
  }, []);
  return null;
}
