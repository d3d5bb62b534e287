import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { systemContracts } from '@/shared/api/browser/system';

/**
 * Turns light mode on (ADR 0031): a plain form post, so it needs no script of its own and the
 * server sends the page back light. A light page drops this switch and offers the full version
 * in a notice at the top of its content instead. The icon is the caller's: a server component draws
 * it as plain SVG, a client one with lucide-react.
 */
export function LightModeSwitch({ icon }: { icon: ReactNode }) {
  const t = useTranslations('nav');
  return (
    <form method="post" action={`${systemContracts.setLightMode.path}?mode=on`} data-light-switch="">
      <button
        type="submit"
        className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-2"
        aria-label={t('lightMode')}
      >
        {icon}
      </button>
    </form>
  );
}
