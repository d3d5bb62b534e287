'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

const ParticlesBackground = dynamic(() => import('./particles-background').then((m) => m.ParticlesBackground), {
  ssr: false,
});

// Safari has no idle callbacks; a short timeout after load does the same job there.
function hasIdleCallback(): boolean {
  return typeof window.requestIdleCallback === 'function';
}

/**
 * Loads the particle field only once the page is interactive and idle, and never for readers who
 * ask for reduced motion (it also goes away if they switch the preference on).
 */
export function ParticlesLoader() {
  const [isEnabled, setIsEnabled] = useState(false);

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let handle: number | undefined;
    const decide = () => {
      if (reduced.matches) {
        setIsEnabled(false);
        return;
      }
      const start = () => setIsEnabled(true);
      handle = hasIdleCallback() ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200);
    };
    if (document.readyState === 'complete') decide();
    else window.addEventListener('load', decide, { once: true });
    reduced.addEventListener('change', decide);
    return () => {
      reduced.removeEventListener('change', decide);
      window.removeEventListener('load', decide);
      if (handle !== undefined) {
        if (hasIdleCallback()) window.cancelIdleCallback(handle);
        else window.clearTimeout(handle);
      }
    };
  }, []);

  return isEnabled ? <ParticlesBackground /> : null;
}
