import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { FrameMainMarker } from '@/components/shell/frame-main';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The site's header, its one `main` and its footer: public pages, and error pages met outside
 * them (an unknown panel address), look the same.
 */
export function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" className="mx-auto min-h-[60vh] max-w-7xl px-4 py-8">
        <FrameMainMarker>{children}</FrameMainMarker>
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
