'use client';

import { useEffect } from 'react';
import { analyticsContracts } from '@/shared/api/browser/analytics';
import { NOT_FOUND_META } from '@/shared/page-status';
import type { BeaconKind } from '@/shared/schemas/analytics';

/** How far into an item's body a reader must scroll for the visit to count as read through. */
const READ_THROUGH = 0.75;

/**
 * Counts the page a reader sees (ADR 0028): one beacon when it loads, a second when the reader
 * reaches three quarters of an item's body. The page itself stays cacheable (Next's cache,
 * Varnish): only the beacon reaches the server. Links between public pages are plain anchors, so
 * each page is a load of its own and `document.referrer` is where the reader came from. Nothing
 * is sent for a missing page, a prerender nobody sees yet, or a browser that asks not to be tracked.
 */
export function PageBeacon() {
  useEffect(() => {
    if (navigator.doNotTrack === '1' || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
    if (document.querySelector(`meta[name="${NOT_FOUND_META.name}"]`)) return;
    const body = document.querySelector<HTMLElement>('[data-reading-body]');
    const send = (kind: BeaconKind) =>
      navigator.sendBeacon?.(
        analyticsContracts.recordAnalyticsBeacon.path,
        new Blob(
          [
            JSON.stringify({
              kind,
              url: location.pathname + location.search,
              item: body?.dataset.item,
              referrer: document.referrer || undefined,
            }),
          ],
          {
            type: 'application/json',
          },
        ),
      );
    const onScroll = () => {
      const box = body!.getBoundingClientRect();
      if (box.top + box.height * READ_THROUGH > innerHeight) return;
      removeEventListener('scroll', onScroll);
      send('read');
    };
    const start = () => {
      send('view');
      if (!body) return;
      addEventListener('scroll', onScroll, { passive: true });
      onScroll();
    };
    // A page prerendered by the browser is counted when the reader actually opens it.
    if ((document as { prerendering?: boolean }).prerendering)
      document.addEventListener('prerenderingchange', start, { once: true });
    else start();
    return () => {
      removeEventListener('scroll', onScroll);
      document.removeEventListener('prerenderingchange', start);
    };
  }, []);

  return null;
}
