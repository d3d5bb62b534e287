'use client';

import { useEffect, useRef, useState } from 'react';
import { onNavigation } from '@/lib/navigation-events';

/** SPEC §9's defaults; the shell overrides colour, height and throttle. */
export const loadingBarDefaults = { throttle: 200, duration: 2000, height: 3, hideDelay: 500, resetDelay: 400 };

type Props = Partial<typeof loadingBarDefaults> & { color?: string };

/**
 * Top loading bar: starts when a navigation starts, finishes when it ends or fails. It is for the
 * eye only: the framework's route announcer tells a screen reader which page arrived, and a
 * progress bar outside every landmark, there for under a second, was a nameless region to it.
 */
export function LoadingBar({ color = '#000000', ...options }: Props) {
  const { throttle, duration, height, hideDelay, resetDelay } = { ...loadingBarDefaults, ...options };
  const [progress, setProgress] = useState(0);
  const [isVisible, setIsVisible] = useState(false);
  const timers = useRef<number[]>([]);
  const tick = useRef<number | undefined>(undefined);

  useEffect(() => {
    const clear = () => {
      timers.current.forEach((id) => window.clearTimeout(id));
      timers.current = [];
      window.clearInterval(tick.current);
    };
    const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

    return onNavigation((event) => {
      if (event === 'start') {
        clear();
        const begin = () => {
          setIsVisible(true);
          setProgress(0);
          const step = 10000 / Math.floor(duration);
          // Creeps toward 100% without reaching it, over about `duration` ms.
          tick.current = window.setInterval(() => setProgress((p) => Math.min(p + step * (1 - p / 100) * 1.5, 95)), 100);
        };
        if (throttle > 0) later(begin, throttle);
        else begin();
        return;
      }
      clear();
      setProgress(100);
      later(() => setIsVisible(false), hideDelay);
      later(() => setProgress(0), hideDelay + resetDelay);
    });
  }, [throttle, duration, hideDelay, resetDelay]);

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-state={isVisible ? 'loading' : 'idle'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100]"
      style={{ height, opacity: isVisible ? 1 : 0, transition: `opacity ${hideDelay}ms ease` }}
    >
      <div
        className="h-full"
        style={{
          width: `${progress}%`,
          background: color,
          boxShadow: '0 0 6px rgb(255 255 255 / 0.35)',
          transition: 'width 200ms ease-out',
          marginInlineStart: 0,
        }}
      />
    </div>
  );
}
