import type { ReactNode } from 'react';
import { GuardedContent } from '@/components/panel/guarded-content';
import { managerPanelGuards } from '@/shared/guards';

// Panels read the session cookie on every request: never cached, never shared.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * SPEC §6: every manager page needs a signed-in user who passes the super-manager check (super
 * managers, or managers holding roles); each page checks its own permission
 * (`managerPagePermission`). The frame is one level up, so a 403 from here keeps it.
 */
export default async function ManagerPanelLayout({ children, params }: Props) {
  return (
    <GuardedContent guards={managerPanelGuards} params={params}>
      {children}
    </GuardedContent>
  );
}
