import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import type { Locale } from '@/i18n/locales';
import { ClientMessages } from '@/components/shell/client-messages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'resetPassword' });
  // A one-time link is nobody else's business.
  return { title: t('title'), robots: { index: false } };
}

export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'resetPassword' });
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 rounded-2xl border border-border bg-surface p-8">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      {/* The token is in the query string, read in the browser so the page itself stays cacheable. */}
      <Suspense>
        <ClientMessages locale={locale} group="resetPassword">
          <ResetPasswordForm />
        </ClientMessages>
      </Suspense>
    </section>
  );
}
