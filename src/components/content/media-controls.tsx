'use client';

import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { localeInfo, type Locale } from '@/i18n/locales';
import { formatClock } from '@/shared/format/clock';
import { formatNumber } from '@/shared/format/number';

/** How far an arrow key moves the position: one second is too little to find a place in an episode. */
export const SEEK_STEP_SECONDS = 5;

type Props = {
  media: RefObject<HTMLMediaElement | null>;
  /** The element that goes full screen (the video with this bar); none for audio. */
  fullscreenTarget?: RefObject<HTMLElement | null>;
  /** The length known before the file's metadata arrives (measured at upload), so the server's HTML shows it. */
  initialDuration?: number;
};

type Playback = { isPlaying: boolean; current: number; duration: number; isMuted: boolean; volume: number };

function readPlayback(element: HTMLMediaElement, fallbackDuration: number): Playback {
  return {
    isPlaying: !element.paused && !element.ended,
    current: element.currentTime,
    duration: Number.isFinite(element.duration) && element.duration > 0 ? element.duration : fallbackDuration,
    isMuted: element.muted || element.volume === 0,
    volume: element.volume,
  };
}

/** Plays or pauses; a refused play (no source, a browser policy) leaves things as they were. */
export function togglePlayback(element: HTMLMediaElement) {
  if (element.paused || element.ended) void element.play().catch(() => undefined);
  else element.pause();
}

function seek(element: HTMLMediaElement, seconds: number, duration: number) {
  element.currentTime = Math.min(Math.max(0, seconds), duration || element.duration || 0);
}

/** Unmuting a player whose volume was dragged to nothing brings it back to half, or it stays silent. */
function toggleMute(element: HTMLMediaElement) {
  if (element.muted || element.volume === 0) {
    element.muted = false;
    if (element.volume === 0) element.volume = 0.5;
  } else element.muted = true;
}

function setVolume(element: HTMLMediaElement, value: number) {
  element.volume = value;
  element.muted = value === 0;
}

/**
 * The control bar of the public players, in place of the browser's own: its clock reads in the
 * reader's digits (the native controls always show Latin ones). Play/pause and mute are buttons,
 * position and volume are sliders that arrow keys move. The bar follows the page's direction: on a
 * Persian page the position fills from the right, as the reader's eye moves, and the arrow that
 * points that way moves forward. On a phone the position has a row of its own, the whole width.
 */
export function MediaControls({ media, fullscreenTarget, initialDuration = 0 }: Props) {
  const t = useTranslations('mediaPlayer');
  const locale = useLocale() as Locale;
  const [playback, setPlayback] = useState<Playback>({ isPlaying: false, current: 0, duration: initialDuration, isMuted: false, volume: 1 });
  const [isFullscreen, setIsFullscreen] = useState(false);
  // Until hydrated the buttons would do nothing: they show as unavailable instead.
  const isReady = useIsHydrated();

  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const sync = () => setPlayback(readPlayback(element, initialDuration));
    const events = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'loadedmetadata', 'volumechange', 'seeked'] as const;
    for (const name of events) element.addEventListener(name, sync);
    sync();
    return () => {
      for (const name of events) element.removeEventListener(name, sync);
    };
  }, [media, initialDuration]);

  useEffect(() => {
    const onChange = () => setIsFullscreen(Boolean(fullscreenTarget?.current && document.fullscreenElement === fullscreenTarget.current));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [fullscreenTarget]);

  const togglePlay = () => {
    if (media.current) togglePlayback(media.current);
  };
  const forward = localeInfo[locale].dir === 'rtl' ? -1 : 1;
  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = {
      ArrowRight: forward * SEEK_STEP_SECONDS,
      ArrowUp: SEEK_STEP_SECONDS,
      ArrowLeft: -forward * SEEK_STEP_SECONDS,
      ArrowDown: -SEEK_STEP_SECONDS,
    }[event.key];
    if (step === undefined || !media.current) return;
    event.preventDefault();
    seek(media.current, media.current.currentTime + step, playback.duration);
  };
  const toggleFullscreen = () => {
    const target = fullscreenTarget?.current;
    if (!target) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.requestFullscreen().catch(() => undefined);
  };

  const current = formatClock(playback.current, locale);
  const duration = formatClock(playback.duration, locale);
  const volume = playback.isMuted ? 0 : playback.volume;
  return (
    <div
      role="group"
      aria-label={t('controls')}
      data-testid="media-controls"
      data-script-only=""
      className="flex w-full flex-wrap items-center gap-2 rounded-xl border border-border bg-surface px-2 py-1.5 text-fg sm:flex-nowrap"
    >
      <Button
        type="button"
        size="icon"
        severity="primary"
        className="shrink-0 rounded-full"
        onClick={togglePlay}
        disabled={!isReady}
        aria-label={playback.isPlaying ? t('pause') : t('play')}
        data-testid="media-play"
      >
        {playback.isPlaying ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
      </Button>
      <span className="shrink-0 text-sm tabular-nums text-muted max-sm:me-auto" data-testid="media-time" aria-hidden="true">
        <span data-testid="media-current">{current}</span> / <span data-testid="media-duration">{duration}</span>
      </span>
      <input
        type="range"
        min={0}
        max={playback.duration || 0}
        step="any"
        value={Math.min(playback.current, playback.duration || 0)}
        onChange={(event) => media.current && seek(media.current, Number(event.target.value), playback.duration)}
        onKeyDown={onSeekKey}
        disabled={!isReady}
        aria-label={t('seek')}
        aria-valuetext={t('position', { current, duration })}
        className="order-first h-2 min-w-0 basis-full cursor-pointer accent-primary sm:order-none sm:basis-auto sm:flex-1"
        data-testid="media-seek"
      />
      <Button
        type="button"
        size="icon"
        severity="ghost"
        className="shrink-0"
        onClick={() => media.current && toggleMute(media.current)}
        disabled={!isReady}
        aria-label={playback.isMuted ? t('unmute') : t('mute')}
      >
        {playback.isMuted ? <VolumeX className="size-5" aria-hidden="true" /> : <Volume2 className="size-5" aria-hidden="true" />}
      </Button>
      <input
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={volume}
        onChange={(event) => media.current && setVolume(media.current, Number(event.target.value))}
        disabled={!isReady}
        aria-label={t('volume')}
        aria-valuetext={t('volumeValue', { percent: formatNumber(Math.round(volume * 100), locale) })}
        className="hidden h-2 w-20 shrink-0 cursor-pointer accent-primary sm:block"
      />
      {fullscreenTarget ? (
        <Button
          type="button"
          size="icon"
          severity="ghost"
          className="shrink-0"
          onClick={toggleFullscreen}
          disabled={!isReady}
          aria-label={isFullscreen ? t('exitFullscreen') : t('fullscreen')}
        >
          {isFullscreen ? <Minimize className="size-5" aria-hidden="true" /> : <Maximize className="size-5" aria-hidden="true" />}
        </Button>
      ) : null}
    </div>
  );
}
