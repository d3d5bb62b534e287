'use client';

import { useEffect, useRef, useState } from 'react';
import { frameBudget, particleSettings } from '@/shared/particles';
import { createFieldRunner, type FieldCommand, type FieldReport } from './particles-runner';
import { useTheme } from './theme-provider';

type Mode = 'worker' | 'page';

function preferredMode(): Mode {
  const canTransfer = typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';
  return canTransfer && typeof Worker === 'function' ? 'worker' : 'page';
}

function viewport() {
  const device = navigator as Navigator & { deviceMemory?: number; connection?: { saveData?: boolean } };
  const budget = frameBudget({
    cores: device.hardwareConcurrency,
    memoryGb: device.deviceMemory,
    saveData: device.connection?.saveData,
    pixelRatio: window.devicePixelRatio,
  });
  return { width: window.innerWidth, height: window.innerHeight, ...budget };
}

// Some engines refuse a worker outright (a Content-Security-Policy without worker-src 'self').
function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./particles-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

// Clicks on the page itself, not on its controls (nor keyboard-activated ones).
function isBackgroundClick(event: MouseEvent): boolean {
  const target = event.target as Element | null;
  return event.detail !== 0 && !target?.closest?.('a, button, input, select, textarea, label, [role="button"], [role="dialog"]');
}

/**
 * Full-screen particle field. It draws in a worker on an OffscreenCanvas so the page's main thread
 * only forwards clicks, resizes and visibility; where OffscreenCanvas or workers are missing (or the
 * worker cannot start) the same field runs beside the page. Rebuilt whenever the scheme changes
 * (SPEC §4); the parent mounts it only after the page is idle and never under reduced motion.
 */
export function ParticlesBackground() {
  const { scheme } = useTheme();
  const [mode, setMode] = useState<Mode>(preferredMode);
  const frameRef = useRef<HTMLDivElement>(null);
  const sendRef = useRef<((command: FieldCommand) => void) | null>(null);
  const schemeRef = useRef(scheme);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // A canvas per run: once handed to a worker it can never be drawn on here again.
    const canvas = document.createElement('canvas');
    canvas.dataset.testid = 'particles';
    canvas.className = 'block h-full w-full';
    frame.append(canvas);
    const show = (state: FieldReport) => {
      canvas.dataset.count = String(state.count);
      canvas.dataset.color = state.color;
      canvas.dataset.frames = String(state.frames);
      canvas.dataset.state = state.isRunning ? 'running' : 'paused';
    };

    let send: (command: FieldCommand) => void;
    const worker = mode === 'worker' ? startWorker() : null;
    canvas.dataset.mode = worker ? 'worker' : 'page';
    if (worker) {
      let hasReported = false;
      worker.addEventListener('message', (event: MessageEvent<FieldReport>) => {
        hasReported = true;
        show(event.data);
      });
      // A worker the page may not load (a strict CSP, an old engine) leaves the canvas transferred:
      // a fresh canvas with the field beside the page replaces it.
      worker.addEventListener('error', () => {
        if (!hasReported) setMode('page');
      });
      const offscreen = canvas.transferControlToOffscreen();
      worker.postMessage({ canvas: offscreen }, [offscreen]);
      send = (command) => worker.postMessage(command);
    } else {
      send = createFieldRunner(canvas, show);
    }
    sendRef.current = send;

    const { width, height, pixelRatio, interval } = viewport();
    send({ type: 'start', width, height, pixelRatio, interval, color: particleSettings.colors[schemeRef.current] });
    const onVisibility = () => send({ type: 'visibility', isVisible: document.visibilityState === 'visible' });
    if (document.visibilityState !== 'visible') onVisibility();
    const onResize = () => {
      const size = viewport();
      send({ type: 'resize', width: size.width, height: size.height, pixelRatio: size.pixelRatio });
    };
    const onClick = (event: MouseEvent) => {
      if (isBackgroundClick(event)) send({ type: 'click', x: event.clientX, y: event.clientY });
    };

    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('resize', onResize, { passive: true });
    window.addEventListener('click', onClick, { passive: true });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('click', onClick);
      if (worker) worker.terminate();
      else send({ type: 'visibility', isVisible: false });
      sendRef.current = null;
      canvas.remove();
    };
  }, [mode]);

  useEffect(() => {
    if (schemeRef.current === scheme) return;
    schemeRef.current = scheme;
    sendRef.current?.({ type: 'theme', color: particleSettings.colors[scheme] });
  }, [scheme]);

  return <div ref={frameRef} aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10" />;
}
