'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { formatClock } from '@/shared/format/clock';
import { MediaControls } from './media-controls';
import { usePlaybackTracking } from './playback-tracking';

type Props = { id: string; src: string; title: string; durationSeconds?: number };

/** localStorage key of an episode's last position; exported for the end-to-end test. */
export const positionKey = (id: string) => `darvazeh:podcast-position:${id}`;

function readPosition(id: string): number {
  try {
    const value = Number(window.localStorage.getItem(positionKey(id)));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    // Storage can be disabled (private mode, a strict policy): the player still plays.
    return 0;
  }
}

function writePosition(id: string, seconds: number | null) {
  try {
    if (seconds === null) window.localStorage.removeItem(positionKey(id));
    else window.localStorage.setItem(positionKey(id), seconds.toFixed(1));
  } catch {
    // See readPosition.
  }
}

/**
 * The episode's audio under the site's own control bar (its clock in the reader's digits), that
 * remembers where the listener stopped, per episode and per browser, and resumes there. Without
 * JavaScript the download link beside it still plays the episode.
 */
export function PodcastPlayer({ id, src, title, durationSeconds }: Props) {
  const t = useTranslations('library');
  const locale = useLocale() as Locale;
  const audio = useRef<HTMLAudioElement>(null);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  // Signed in: position reports for the dashboard, and a check when played to the end.
  usePlaybackTracking(audio, 'podcasts', id);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let lastSaved = 0;
    const restore = () => {
      const saved = readPosition(id);
      // Near the end means finished: start again instead of resuming at the last second.
      if (saved > 0 && (!Number.isFinite(element.duration) || saved < element.duration - 1)) {
        element.currentTime = saved;
        setResumedAt(saved);
      }
    };
    const save = () => {
      lastSaved = Date.now();
      writePosition(id, element.currentTime);
    };
    // timeupdate fires four times a second; one write a second is plenty.
    const onTime = () => {
      if (Date.now() - lastSaved >= 1000) save();
    };
    const onEnded = () => writePosition(id, null);
    if (element.readyState >= 1) restore();
    else element.addEventListener('loadedmetadata', restore, { once: true });
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', save);
    element.addEventListener('seeked', save);
    element.addEventListener('ended', onEnded);
    return () => {
      element.removeEventListener('loadedmetadata', restore);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', save);
      element.removeEventListener('seeked', save);
      element.removeEventListener('ended', onEnded);
    };
  }, [id]);

  return (
    <div className="flex flex-col gap-2">
      <audio ref={audio} preload="metadata" src={src} aria-label={title} data-testid="podcast-audio">
        <a href={src} download>
          {t('noAudioSupport')}
        </a>
      </audio>
      <MediaControls media={audio} initialDuration={durationSeconds} />
      {resumedAt !== null ? (
        <p className="text-sm text-muted" role="status" data-testid="podcast-resumed">
          {t('resumeFrom', { time: formatClock(resumedAt, locale) })}
        </p>
      ) : null}
    </div>
  );
}
