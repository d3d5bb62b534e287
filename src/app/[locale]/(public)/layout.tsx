import type { ReactNode } from 'react';
import { routeLocale } from '@/i18n/route-locale';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd, organizationJsonLd } from '@/components/seo/json-ld';
import { siteIdentity } from '@/server/seo/site';

/** The `home` layout of SPEC §2: header, page, footer. */
/** Cached pages are checked again at most hourly; content changes revalidate their tags at once. */
export const revalidate = 3600;

export default async function PublicLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const site = siteIdentity(locale);
  return (
    <>
      <JsonLd data={organizationJsonLd({ name: site.name, url: site.url, logo: site.logo, description: site.description })} />
      <SiteHeader locale={locale} />
      <main id="main" className="mx-auto min-h-[60vh] max-w-7xl px-4 py-8">
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
