'use client';

import { useEffect, useRef, type RefObject } from 'react';
import type { z } from 'zod';
import { useAuth } from '@/components/shell/auth-provider';
import { api } from '@/lib/api-client';
import { eventsGuidesContracts } from '@/shared/api/browser/events-guides';
import type { progressBodySchema, ProgressType } from '@/shared/schemas/dashboard';
import { hasEngagement, sessionWith, setEngagement } from './engagement-client';

/** How often a playing item reports its position (the dashboard's "continue" card). */
export const PROGRESS_INTERVAL_MS = 10_000;

/** Fired when something other than the bar changes an item's engagement, so every bar follows. */
export const ENGAGEMENT_EVENT = 'darvazeh:engagement';
export type EngagementEventDetail = { kind: 'checks'; type: string; id: string; count: number };

/**
 * Reports a position quietly: progress is a convenience, so a failure (signed out meanwhile, the
 * item hidden since) must neither toast nor open an error page; it outlives the page, so the
 * position reported as the tab closes still arrives.
 */
export async function sendProgress(type: ProgressType, id: string, body: z.input<typeof progressBodySchema> = {}): Promise<void> {
  try {
    await api(eventsGuidesContracts.recordProgress, { params: { type, id }, body }, { quiet: true, keepalive: true });
  } catch {
    // Offline, refused or aborted by navigation: the next report catches up.
  }
}

const finite = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);

/**
 * For a signed-in user, a media element reports its position every ~10 s and on pause, and when
 * it plays to the end the item is checked (listened / watched) and the page's bars update.
 */
export function usePlaybackTracking(element: RefObject<HTMLMediaElement | null>, type: 'podcasts' | 'videos', id: string) {
  const { status, session, setSession } = useAuth();
  // Listeners are bound once per element; they read the latest session through the ref.
  const latest = useRef({ status, session, setSession });
  useEffect(() => {
    latest.current = { status, session, setSession };
  });

  useEffect(() => {
    const media = element.current;
    if (!media) return;
    let lastSent = 0;
    const report = () => {
      if (latest.current.status !== 'authenticated') return;
      lastSent = Date.now();
      void sendProgress(type, id, { position: finite(media.currentTime), duration: finite(media.duration) });
    };
    const onTime = () => {
      if (Date.now() - lastSent >= PROGRESS_INTERVAL_MS) report();
    };
    const onEnded = async () => {
      const { status: current, session: now } = latest.current;
      if (current !== 'authenticated' || !now) return;
      void sendProgress(type, id, { position: finite(media.duration), duration: finite(media.duration) });
      if (hasEngagement(now, 'checks', type, id)) return;
      try {
        const state = await setEngagement('checks', type, id, true);
        const fresh = latest.current.session ?? now;
        latest.current.setSession(sessionWith(fresh, 'checks', type, id, true));
        window.dispatchEvent(
          new CustomEvent<EngagementEventDetail>(ENGAGEMENT_EVENT, { detail: { kind: 'checks', type, id, count: state.count } }),
        );
      } catch {
        // The API client has already said why; the toggle stays as it was.
      }
    };
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('pause', report);
    media.addEventListener('ended', onEnded);
    return () => {
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('pause', report);
      media.removeEventListener('ended', onEnded);
    };
  }, [element, type, id]);
}
