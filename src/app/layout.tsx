import type { ReactNode } from 'react';
import './globals.css';

/** `<html>` is rendered by `[locale]/layout.tsx`, which knows the language and direction. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
