import type { Locale } from './locales';

/** A page's address in a language: `/articles` → `/fa/articles`; `/` is the language's home. */
export function localePath(locale: Locale, href: string): string {
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

/** An address without its language prefix: `/fa/articles/x` → `/articles/x`, `/fa` → `/`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
