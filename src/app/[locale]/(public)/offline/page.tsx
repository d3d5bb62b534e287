import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfflineShelf } from '@/components/offline/offline-shelf';
import { PageIntro } from '@/components/content/page-intro';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'offline' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * What the service worker shows for a page it cannot fetch and has not kept (ADR 0030): kept in
 * its precache, so it opens without a connection, and listing what this device can still open.
 */
export default async function OfflinePage({ params }: Props) {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'offline' });
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('title')} lead={t('lead')} />
      <OfflineShelf
        locale={locale}
        words={{ heading: t('kept'), empty: t('empty'), saved: t('saved'), loading: t('loading'), retry: t('retry') }}
      />
    </div>
  );
}
