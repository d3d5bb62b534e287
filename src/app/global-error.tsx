'use client';

import { translate } from '@/i18n/messages';
import './globals.css';

/** Last resort when the root layout itself fails: no providers are available here. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  const isFa = typeof document !== 'undefined' && window.location.pathname.startsWith('/fa');
  return (
    <html lang={isFa ? 'fa-IR' : 'en-US'} dir={isFa ? 'rtl' : 'ltr'}>
      <body className="dark-scheme grid min-h-dvh place-items-center p-6">
        <main role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
          <p data-testid="error-message">{error.message}</p>
          <button
            type="button"
            className="rounded-lg bg-primary px-6 py-3 font-medium text-primary-fg"
            onClick={() => {
              reset();
              window.location.assign(isFa ? '/fa' : '/en');
            }}
          >
            {translate(isFa ? 'fa' : 'en', 'errors.backToHome')}
          </button>
        </main>
      </body>
    </html>
  );
}
