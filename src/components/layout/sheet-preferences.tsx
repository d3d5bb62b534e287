'use client';

import { useTranslations } from 'next-intl';
import { InstallAppButton } from './install-app-button';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

/** Language and theme inside a menu sheet, for phones whose header has no room for them; installing the app once offered. */
export function SheetPreferences() {
  const t = useTranslations('nav');
  return (
    <div role="group" aria-label={t('preferences')} className="mt-6 flex flex-wrap items-center gap-2 border-t border-border pt-4 sm:hidden">
      <LanguageSwitch />
      <ThemeToggle />
      <InstallAppButton />
    </div>
  );
}
