'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { localeInfo, type Locale } from '@/i18n/locales';
import { defaultThemeScheme, storedThemeScheme } from '@/shared/theme';
import './globals.css';
import { vazirmatn } from '@/app/fonts/vazirmatn';

type Labels = { title: string; unexpected: string; backToHome: string };

const noSubscription = () => () => {};

/**
 * Last resort when the root layout itself fails: no providers are available here, so the
 * language comes from the address and the scheme from storage, like the boot script's.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale: Locale = typeof document !== 'undefined' && window.location.pathname.startsWith('/fa') ? 'fa' : 'en';
  const scheme = useSyncExternalStore(noSubscription, storedThemeScheme, () => defaultThemeScheme);
  const [labels, setLabels] = useState<Labels | null>(null);
  useEffect(() => {
    // Loaded only when this screen shows: a static import would put both catalogues in every page.
    void import('@/i18n/messages').then(({ translate }) =>
      setLabels({
        title: translate(locale, 'errors.title'),
        unexpected: translate(locale, 'errors.unexpected'),
        backToHome: translate(locale, 'errors.backToHome'),
      }),
    );
  }, [locale]);
  const message = error.digest || !error.message ? labels?.unexpected : error.message;
  return (
    <html lang={localeInfo[locale].tag} dir={localeInfo[locale].dir} className={vazirmatn.variable}>
      <body className={`${scheme}-scheme`}>
        {/* The error screen's look without its module: every page loads this file's code. */}
        <main id="main">
          <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-6 px-6 py-20 text-center">
            <h1 className="text-2xl font-bold">{labels?.title}</h1>
            <p className="text-muted" data-testid="error-message">
              {message}
            </p>
            <button
              type="button"
              className="inline-flex h-12 items-center gap-2 rounded-lg bg-primary px-6 font-medium text-primary-fg"
              onClick={() => {
                reset();
                window.location.assign(locale === 'fa' ? '/fa' : '/en');
              }}
            >
              {labels?.backToHome}
            </button>
          </section>
        </main>
      </body>
    </html>
  );
}
