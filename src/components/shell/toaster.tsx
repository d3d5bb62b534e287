'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { registerToaster } from '@/lib/toast';

const SonnerToaster = dynamic(() => import('./sonner-toaster').then((m) => m.SonnerToaster), { ssr: false });

/** The toast area, loaded with the first toast: most page views never show one. */
export function Toaster() {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => registerToaster(() => setIsWanted(true)), []);
  return isWanted ? <SonnerToaster /> : null;
}
