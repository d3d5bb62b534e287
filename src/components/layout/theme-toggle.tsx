'use client';

import { Moon, Sun } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useTheme } from '@/components/shell/theme-provider';

export function ThemeToggle() {
  const t = useTranslations('theme');
  const { scheme, toggleScheme } = useTheme();

  return (
    <button
      type="button"
      onClick={toggleScheme}
      className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-2"
      aria-label={t('toggle')}
      aria-pressed={scheme === 'light'}
      data-testid="theme-toggle"
      data-script-only=""
    >
      {/* CSS picks the icon, so the server-rendered button is correct before hydration too. */}
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
    </button>
  );
}
