'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { finishNavigation, startNavigation } from '@/lib/navigation-events';
import { isChunkLoadError, recoverFromPreloadError } from '@/lib/preload-recovery';
import { toast } from '@/lib/toast';
import { systemContracts } from '@/shared/api/browser/system';

/** SPEC §9: look for a newer deployment every 60 minutes. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const currentBuild = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';

function internalTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Announces navigations to the loading bar, scrolls to the top or to the #hash target when a page
 * changes, and turns the next navigation into a full load once a newer build is live or a chunk
 * failed to load (SPEC §7, §8).
 */
export function NavigationWatcher() {
  const t = useTranslations('common');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const isStale = useRef(false);
  const isFirst = useRef(true);

  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    finishNavigation();
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, searchParams]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = internalTarget(event);
      if (!url) return;
      if (isStale.current) {
        event.preventDefault();
        window.location.assign(url.href);
        return;
      }
      startNavigation(url);
    };
    const onPopState = () => startNavigation();

    const markStale = () => {
      if (isStale.current) return;
      isStale.current = true;
      toast({ severity: 'info', detail: t('newVersion'), group: 'build' });
    };
    const checkBuild = async () => {
      try {
        // A new address per poll, besides no-store: a proxy or CDN that ignores the request's
        // no-cache could otherwise keep answering with the build it saw first.
        const { data } = await api(systemContracts.getBuild, { query: { t: String(Date.now()) } }, { quiet: true, cache: 'no-store' });
        if (data.build_id !== currentBuild) markStale();
      } catch {
        // Offline or restarting: try again at the next interval.
      }
    };
    const interval = window.setInterval(checkBuild, BUILD_CHECK_INTERVAL_MS);

    // A chunk of an older build is gone outside any error boundary: the same recovery as error.tsx.
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error: unknown = 'reason' in event ? event.reason : event.error;
      if (!isChunkLoadError(error)) return;
      finishNavigation();
      isStale.current = true;
      recoverFromPreloadError(error);
    };

    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, [t]);

  return null;
}
