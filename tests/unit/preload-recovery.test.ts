import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverFromPreloadError } from '@/lib/preload-recovery';

/** A browser's window as the recovery sees it: online or not, one tab's sessionStorage, a reload that is only counted. */
function browser({ onLine }: { onLine: boolean }) {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const events: string[] = [];
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) });
  vi.stubGlobal('window', { location: { reload }, dispatchEvent: (event: Event) => events.push(event.type) });
  return { reload, events };
}

const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

afterEach(() => vi.unstubAllGlobals());

describe('recoverFromPreloadError', () => {
  it('reloads once into the build now served, then shows the error screen', () => {
    const { reload, events } = browser({ onLine: true });
    expect(recoverFromPreloadError(chunkError)).toBe(true);
    expect(recoverFromPreloadError(chunkError)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['preload-error', 'preload-error']);
  });

  it('offline, raises the event but keeps the page the reader is reading', () => {
    const { reload, events } = browser({ onLine: false });
    expect(recoverFromPreloadError(chunkError)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(events).toEqual(['preload-error']);
  });

  it('leaves any other error to the error screen', () => {
    const { reload, events } = browser({ onLine: true });
    expect(recoverFromPreloadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});
