'use client';

import { useTranslations } from 'next-intl';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

/** Language and theme inside a menu sheet, for phones whose header has no room for them. */
export function SheetPreferences() {
  const t = useTranslations('nav');
  return (
    <div role="group" aria-label={t('preferences')} className="mt-6 flex items-center gap-2 border-t border-border pt-4 sm:hidden">
      <LanguageSwitch />
      <ThemeToggle />
    </div>
  );
}
