import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ConfirmSubscription } from '@/components/newsletter/confirm-subscription';
import { ClientMessages } from '@/components/shell/client-messages';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletter.confirmPage' });
  // A one-time link is nobody else's business.
  return { title: t('title'), robots: { index: false } };
}

export default async function NewsletterConfirmPage({ params }: Props) {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletter.confirmPage' });
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-2xl border border-border bg-surface p-8">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      {/* The token is in the query string, read in the browser so the page itself stays cacheable and holds no token. */}
      <Suspense>
        <ClientMessages locale={locale} group="newsletterConfirm">
          <ConfirmSubscription />
        </ClientMessages>
      </Suspense>
    </section>
  );
}
