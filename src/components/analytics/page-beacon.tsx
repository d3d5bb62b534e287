'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { analyticsContracts } from '@/shared/api/browser/analytics';
import { apiPath } from '@/shared/api/path';
import { NOT_FOUND_META } from '@/shared/page-status';
import type { BeaconKind } from '@/shared/schemas/analytics';

/** How far into an item's body a reader must scroll for the visit to count as read through. */
const READ_THROUGH = 0.75;

type Privacy = Navigator & { globalPrivacyControl?: boolean };

/**
 * Counts the page a reader sees (ADR 0028): one beacon when it loads, a second when the reader
 * reaches three quarters of an item's body. The page itself stays cacheable (Next's cache,
 * Varnish): only the beacon reaches the server. Nothing is sent for a missing page, a prerender
 * nobody sees yet, or a reader whose browser asks not to be tracked.
 */
export function PageBeacon() {
  const pathname = usePathname();
  // A later page of the visit came from the one before it, not from the visit's own referrer.
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const privacy = navigator as Privacy;
    if (navigator.doNotTrack === '1' || privacy.globalPrivacyControl) return;
    if (document.querySelector(`meta[name="${NOT_FOUND_META.name}"]`)) return;
    const body = document.querySelector<HTMLElement>('[data-reading-body]');
    const referrer = previous.current ?? (document.referrer || undefined);
    previous.current = location.href;
    const send = (kind: BeaconKind) => {
      const payload = JSON.stringify({ kind, url: location.pathname + location.search, item: body?.dataset.item, referrer });
      navigator.sendBeacon?.(
        apiPath(analyticsContracts.recordAnalyticsBeacon),
        new Blob([payload], { type: 'application/json' }),
      );
    };

    let done = false;
    const checkRead = () => {
      if (done || !body) return;
      const box = body.getBoundingClientRect();
      if (box.top + box.height * READ_THROUGH > window.innerHeight) return;
      done = true;
      send('read');
      window.removeEventListener('scroll', onScroll);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(checkRead);
    };
    const start = () => {
      send('view');
      if (!body) return;
      window.addEventListener('scroll', onScroll, { passive: true });
      checkRead();
    };
    // A page prerendered by the browser is counted when the reader actually opens it.
    const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
    if (prerendering) document.addEventListener('prerenderingchange', start, { once: true });
    else start();
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('prerenderingchange', start);
    };
  }, [pathname]);

  return null;
}
