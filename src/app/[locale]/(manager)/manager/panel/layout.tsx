import type { ReactNode } from 'react';
import { GuardedContent } from '@/app/[locale]/_components/guarded-content';
import { PanelShell } from '@/components/panel/panel-shell';
import { routeLocale } from '@/i18n/route-locale';
import { managerAccess, visibleManagerNav } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { managerPanelGuards } from '@/shared/guards';
import { managerPanelNav } from '@/shared/routes';

// Panels read the session cookie on every request: never cached, never shared.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * SPEC §6: every manager page needs a signed-in user who passes the super-manager check (super
 * managers, or managers holding roles); the sidebar shows only the sections their permissions
 * allow, and each page checks its own permission (`managerPagePermission`).
 */
export default async function ManagerPanelLayout({ children, params }: Props) {
  const locale = await routeLocale(params);
  const user = await currentPageUser();
  // A visitor sees the whole map behind the sign-in dialog (it is public in the route list
  // anyway); once signed in, only the sections their permissions open.
  const groups = user ? visibleManagerNav(await managerAccess(user)) : managerPanelNav;
  return (
    <PanelShell locale={locale} namespace="manager" groups={groups}>
      <GuardedContent guards={managerPanelGuards} params={params}>
        {children}
      </GuardedContent>
    </PanelShell>
  );
}
