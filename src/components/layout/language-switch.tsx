'use client';

import { Languages } from 'lucide-react';
import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { localeInfo, otherLocale } from '@/i18n/locales';
import { rememberLocale } from '@/lib/locale-cookie';

/**
 * Switches language and keeps the page. A page whose address differs per language (a detail page
 * with a translated slug) names the other address in its hreflang alternate link, which wins; a
 * page with no version in the other language names a fallback with `data-language-fallback`.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const target = otherLocale(locale);
  const pathname = usePathname();
  const samePage = pathname.replace(/^\/(fa|en)(?=\/|$)/, `/${target}`);

  return (
    <a
      href={samePage}
      hrefLang={localeInfo[target].tag}
      lang={localeInfo[target].tag}
      className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-surface-2"
      aria-label={localeInfo[target].readIn}
      data-testid="language-switch"
      onClick={(event) => {
        event.preventDefault();
        rememberLocale(target);
        const tag = localeInfo[target].tag;
        const alternate = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${tag}"]`);
        // A page not written in the other language names where to go instead (its section's list).
        const fallback = document.querySelector<HTMLElement>(`[data-language-fallback="${tag}"]`)?.dataset.href;
        const href = alternate ? new URL(alternate.href).pathname + new URL(alternate.href).search : (fallback ?? samePage + window.location.search);
        // A full load: the other language has another <html lang dir> and other fonts.
        window.location.assign(href + window.location.hash);
      }}
    >
      <Languages className="size-4" aria-hidden="true" />
      {localeInfo[target].name}
    </a>
  );
}
