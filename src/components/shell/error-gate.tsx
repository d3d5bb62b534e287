'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { setApiHooks, type FatalPageKey } from '@/lib/api-client';
import { BackHomeButton } from './back-home-button';
import { ErrorScreen } from './error-screen';

/**
 * Shows the full error page when an API call answers 403 or 404 (SPEC §8), until the page changes.
 * It replaces the page's frame, so it brings the one `main`.
 */
export function ErrorGate({ children }: { children: ReactNode }) {
  const t = useTranslations('errors');
  const locale = useLocale() as Locale;
  const [fatal, setFatal] = useState<{ key: FatalPageKey; path: string } | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    setApiHooks({ onFatal: (key) => setFatal({ key, path: window.location.pathname }) });
  }, []);

  if (fatal && fatal.path === pathname) {
    return (
      <main id="main">
        <ErrorScreen
          locale={locale}
          title={t('title')}
          status={fatal.key === 'error-403' ? 403 : 404}
          message={t(fatal.key)}
          action={<BackHomeButton onBeforeNavigate={() => setFatal(null)} />}
        />
      </main>
    );
  }
  return children;
}
