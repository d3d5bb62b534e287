import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/locale-path';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** The path after the locale (`/articles/…`, `/posts#…`, `/articles?page=2`). */
  href: string;
  /** The page's language when not the request's. */
  locale?: Locale;
};

/**
 * A link from a server-rendered page to another page, as a plain anchor. The pages it leads to are
 * cached whole, so a full load costs about what a client-side navigation would, and the page that
 * holds the link hydrates no link component and prefetches nothing: a home page has some fifty.
 * Screens that stay in the browser (the panels) keep `Link` from `@/i18n/navigation`.
 */
export async function PageLink({ href, locale, ...anchor }: Props) {
  return <a href={localePath(locale ?? ((await getLocale()) as Locale), href)} {...anchor} />;
}
