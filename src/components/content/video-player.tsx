'use client';

import { useRef, type ReactNode } from 'react';
import { usePlaybackTracking } from './playback-tracking';

type Props = { id: string; src: string; poster?: string; label: string; className: string; children: ReactNode };

/** The native player of an uploaded video, reporting progress and checking the video when it ends. */
export function VideoPlayer({ id, src, poster, label, className, children }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  usePlaybackTracking(video, 'videos', id);
  return (
    <video ref={video} controls preload="metadata" playsInline poster={poster} src={src} className={className} aria-label={label}>
      {children}
    </video>
  );
}
