'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { toast, Toaster as Sonner } from 'sonner';
import { localeInfo } from '@/i18n/locales';
import { toasterReady } from '@/lib/toast';
import { useTheme } from './theme-provider';

/** Toast area, top-right in both directions (SPEC §9). */
export function SonnerToaster() {
  const { scheme } = useTheme();
  const locale = useLocale();
  // Runs after Sonner's own effect has subscribed, so the toasts waiting for it are shown.
  useEffect(() => toasterReady(toast), []);
  return (
    <Sonner
      position="top-right"
      dir={localeInfo[locale].dir}
      theme={scheme}
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
