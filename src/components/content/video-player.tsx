'use client';

import { useRef, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { MediaControls, togglePlayback } from './media-controls';
import { usePlaybackTracking } from './playback-tracking';

type Props = { id: string; src: string; poster?: string; label: string; className: string; durationSeconds?: number; children: ReactNode };

/**
 * An uploaded video under the site's control bar (its clock in the reader's digits), reporting
 * progress and checking the video when it ends. The browser's own controls stay until the bar
 * can work, so the video plays before JavaScript runs, or without it.
 */
export function VideoPlayer({ id, src, poster, label, className, durationSeconds, children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const isEnhanced = useIsHydrated();
  usePlaybackTracking(video, 'videos', id);

  const togglePlay = () => {
    if (video.current) togglePlayback(video.current);
  };
  return (
    <div ref={frame} className="flex flex-col gap-2 [&:fullscreen]:justify-center [&:fullscreen]:bg-black [&:fullscreen]:p-2">
      {/* A click on the picture plays and pauses, as on any player; the bar's button is the keyboard's way. */}
      <video
        ref={video}
        controls={!isEnhanced}
        preload="metadata"
        playsInline
        poster={poster}
        src={src}
        className={cx(className, '[:fullscreen_&]:min-h-0 [:fullscreen_&]:flex-1')}
        aria-label={label}
        onClick={isEnhanced ? togglePlay : undefined}
      >
        {children}
      </video>
      <MediaControls media={video} fullscreenTarget={frame} initialDuration={durationSeconds} />
    </div>
  );
}
