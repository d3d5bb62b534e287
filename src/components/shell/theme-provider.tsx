'use client';

import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultThemeScheme, isThemeScheme, storedThemeScheme, THEME_STORAGE_KEY, type ThemeScheme } from '@/shared/theme';

type ThemeContextValue = {
  scheme: ThemeScheme;
  setScheme: (scheme: ThemeScheme) => void;
  toggleScheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readScheme(): ThemeScheme {
  return typeof document === 'undefined' ? defaultThemeScheme : storedThemeScheme();
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [scheme, setSchemeState] = useState<ThemeScheme>(readScheme);

  // The boot script has applied the stored scheme to <body> before paint, except in a document
  // that React draws itself: the empty one Next sends when a page throws on the server (403,
  // 500), whose error screen would otherwise stay dark for a light-theme reader.
  useLayoutEffect(() => {
    if (document.body.classList.contains(`${scheme}-scheme`)) return;
    document.body.classList.remove('dark-scheme', 'light-scheme');
    document.body.classList.add(`${scheme}-scheme`);
  }, [scheme]);

  const setScheme = useCallback((next: ThemeScheme) => {
    if (!isThemeScheme(next)) return;
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
