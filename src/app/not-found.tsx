import Link from 'next/link';
import { translate } from '@/i18n/messages';
import { defaultThemeScheme, themeBootScript } from '@/shared/theme';
import './globals.css';
import { vazirmatn } from '@/app/fonts/vazirmatn';

/** Outside any language (rare: the proxy sends bare paths to a language first). */
export default function GlobalNotFound() {
  return (
    <html lang="en-US" dir="ltr" className={vazirmatn.variable}>
      <body className={`${defaultThemeScheme}-scheme grid min-h-dvh place-items-center`}>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <main className="text-center">
          <h1 className="text-2xl font-bold">{translate('en', 'errors.notFoundTitle')}</h1>
          <p className="mt-4">
            <Link href="/fa" className="underline">
              {translate('fa', 'app.name')}
            </Link>{' '}
            ·{' '}
            <Link href="/en" className="underline">
              {translate('en', 'app.name')}
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
