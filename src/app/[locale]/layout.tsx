import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { AppProviders } from '@/components/shell/app-providers';
import { AuthDialogLoader } from '@/components/shell/auth-dialog-loader';
import { ErrorGate } from '@/components/shell/error-gate';
import { LoadingBar } from '@/components/shell/loading-bar';
import { NavigationWatcher } from '@/components/shell/navigation-watcher';
import { ParticlesLoader } from '@/components/shell/particles-loader';
import { Toaster } from '@/components/shell/toaster';
import { IconSprite } from '@/components/ui/icon-sprite';
import { localeInfo } from '@/i18n/locales';
import { clientMessageKeys, pickMessages } from '@/i18n/client-messages';
import { getMessages } from '@/i18n/messages';
import type { Catalog } from '@/i18n/translate';
import { routing } from '@/i18n/routing';
import { appUrl } from '@/env';
import { sessionHintBootScript } from '@/shared/session-hint';
import { defaultThemeScheme, themeBootScript } from '@/shared/theme';
import { vazirmatn } from '@/app/fonts/vazirmatn';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Pages render on first request, then are served from the cache: the build never opens the database.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'app' });
  const name = process.env.APP_NAME ?? t('name');
  return {
    metadataBase: new URL(appUrl()),
    title: { template: `${name} | %s`, default: name },
    description: t('tagline'),
    applicationName: name,
    // Installable in the page's language (ADR 0030).
    manifest: `/${locale}/manifest.webmanifest`,
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0b0d17' },
    { media: '(prefers-color-scheme: light)', color: '#f6f6fb' },
  ],
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const info = localeInfo[locale];
  const t = await getTranslations({ locale, namespace: 'app' });

  return (
    <html lang={info.tag} dir={info.dir} className={vazirmatn.variable} suppressHydrationWarning>
      <body className={`${defaultThemeScheme}-scheme`} suppressHydrationWarning>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript + sessionHintBootScript }} />
        {/* No first paint before the header is parsed whole: on a slow phone the parser could yield
            inside it, and the header's tools, anchored to its end, moved as their buttons arrived. */}
        <link rel="expect" href="#main" blocking="render" />
        <IconSprite />
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[200] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-fg">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={pickMessages(getMessages(locale) as Catalog, clientMessageKeys.shell)} timeZone="Asia/Tehran">
          <AppProviders dir={info.dir}>
            <LoadingBar color="#000000" height={5} throttle={0} />
            <Suspense fallback={null}>
              <NavigationWatcher />
            </Suspense>
            <ParticlesLoader />
            <Toaster />
            <ErrorGate>{children}</ErrorGate>
            <AuthDialogLoader />
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
