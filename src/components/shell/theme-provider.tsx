'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { defaultThemeScheme, isThemeScheme, THEME_STORAGE_KEY, type ThemeScheme } from '@/shared/theme';

type ThemeContextValue = {
  scheme: ThemeScheme;
  setScheme: (scheme: ThemeScheme) => void;
  toggleScheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readScheme(): ThemeScheme {
  if (typeof document === 'undefined') return defaultThemeScheme;
  // The boot script has already applied the stored scheme to <body>.
  return document.body.classList.contains('light-scheme') ? 'light' : 'dark';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [scheme, setSchemeState] = useState<ThemeScheme>(readScheme);

  const setScheme = useCallback((next: ThemeScheme) => {
    if (!isThemeScheme(next)) return;
    document.body.classList.remove('dark-scheme', 'light-scheme');
    document.body.classList.add(`${next}-scheme`);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the scheme still applies to this page.
    }
    setSchemeState(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ scheme, setScheme, toggleScheme: () => setScheme(scheme === 'dark' ? 'light' : 'dark') }),
    [scheme, setScheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside ThemeProvider');
  return context;
}
