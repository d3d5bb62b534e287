'use client';

import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { AuthProvider } from './auth-provider';
import { ThemeProvider } from './theme-provider';

export function AppProviders({ dir, children }: { dir: 'rtl' | 'ltr'; children: ReactNode }) {
  return (
    <Direction.Provider dir={dir}>
      <ThemeProvider>
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </Direction.Provider>
  );
}
