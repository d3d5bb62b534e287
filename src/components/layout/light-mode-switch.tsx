import type { ReactNode } from 'react';
import { systemContracts } from '@/shared/api/browser/system';

type Props = { className: string; children: ReactNode; 'aria-label'?: string };

/**
 * Turns light mode on (ADR 0031): a plain form post, so it needs no script of its own and the
 * server sends the page back light. A light page hides this switch and offers the full version in
 * a notice at the top of its content instead. The button's look and content are the caller's: an
 * icon in the phone's menu, words in the footer.
 */
export function LightModeSwitch({ className, children, 'aria-label': label }: Props) {
  return (
    <form method="post" action={`${systemContracts.setLightMode.path}?mode=on`} data-light-switch="">
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
