'use client';

import { useLocale } from 'next-intl';
import { Toaster as Sonner } from 'sonner';
import { localeInfo } from '@/i18n/locales';
import { useTheme } from './theme-provider';

/** Toast area, top-right in both directions (SPEC §9). */
export function Toaster() {
  const { scheme } = useTheme();
  const locale = useLocale();
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
