import { isLocale, type Locale } from '../i18n/locales';
import { redirectSource } from './redirects';

/**
 * The site's own pages whose text a manager may set, per language, in place of the default the
 * messages hold (the about page's whole text; the FAQ's and contact page's introduction), and
 * their addresses under a language.
 */
export const builtInPagePaths = { about: '/about-us', faq: '/faq', contact: '/contact-us' } as const;
export type BuiltInPage = keyof typeof builtInPagePaths;
export const builtInPageNames = Object.keys(builtInPagePaths) as [BuiltInPage, ...BuiltInPage[]];

/** The built-in page an address names (an old `/en/about-us/` is the English about page), or null. */
export function builtInPageAt(address: string): { page: BuiltInPage; locale: Locale } | null {
  const [, locale = '', ...rest] = (redirectSource(address) ?? '').split('/');
  const page = builtInPageNames.find((name) => builtInPagePaths[name] === `/${rest.join('/')}`);
  return page && isLocale(locale) ? { page, locale } : null;
}
