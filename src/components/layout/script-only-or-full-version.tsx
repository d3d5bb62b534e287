import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { systemContracts } from '@/shared/api/browser/system';

type Props = { locale: Locale; text: string; className?: string; children: ReactNode };

/**
 * `children`, something only a script can work (a form it sends, a button that opens a dialog),
 * and in its place on a light page (ADR 0031) a note that the full version does it, with the
 * button that turns light mode off and comes back here. Both are in the one cached page; each
 * version's stylesheet hides the other's.
 */
export async function ScriptOnlyOrFullVersion({ locale, text, className = 'contents', children }: Props) {
  const t = await getTranslations({ locale, namespace: 'lightMode' });
  return (
    <>
      <div className={className} data-script-only="">
        {children}
      </div>
      <div className="light-notice" role="note" data-light-only="" data-testid="needs-full-version">
        <p>{text}</p>
        <form method="post" action={`${systemContracts.setLightMode.path}?mode=off`}>
          <button type="submit">{t('full')}</button>
        </form>
      </div>
    </>
  );
}
