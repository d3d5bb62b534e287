import type { ReactNode } from 'react';
import { routeLocale } from '@/i18n/route-locale';
import { PageBeacon } from '@/components/analytics/page-beacon';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { SiteFrame } from '@/components/layout/site-frame';
import { FeedLinks } from '@/components/seo/feed-links';
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
      <FeedLinks locale={locale} site={site.name} />
      <JsonLd data={organizationJsonLd({ name: site.name, url: site.url, logo: site.logo, description: site.description })} />
      <SiteFrame locale={locale}>{children}</SiteFrame>
      <PageBeacon />
      <ServiceWorkerRegistration />
    </>
  );
}
