'use client';

import { Feather } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { InstallAppButton } from './install-app-button';
import { LanguageSwitch } from './language-switch';
import { LightModeSwitch } from './light-mode-switch';
import { ThemeToggle } from './theme-toggle';

/**
 * Language, theme and (on the site) light mode inside a menu sheet, for phones whose header has no
 * room for them; installing the app once offered.
 */
export function SheetPreferences({ offersLightMode = false }: { offersLightMode?: boolean }) {
  const t = useTranslations('nav');
  return (
    <div
      role="group"
      aria-label={t('preferences')}
      className="mt-6 flex flex-wrap items-center gap-2 border-t border-border pt-4 sm:hidden"
    >
      <LanguageSwitch />
      <ThemeToggle />
      {offersLightMode ? (
        <LightModeSwitch
          className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-2"
          aria-label={t('lightMode')}
        >
          <Feather className="size-5" aria-hidden="true" />
        </LightModeSwitch>
      ) : null}
      <InstallAppButton />
    </div>
  );
}
