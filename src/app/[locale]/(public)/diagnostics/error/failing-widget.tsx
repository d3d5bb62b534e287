'use client';

import { useEffect, useState } from 'react';

/** Throws while rendering once the page is live in the browser: an unhandled client error. */
export function FailingWidget() {
  const [shouldFail, setShouldFail] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShouldFail(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  if (shouldFail) throw new Error('Diagnostics: a deliberate failure');
  return null;
}
