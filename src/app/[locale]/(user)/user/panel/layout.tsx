import type { ReactNode } from 'react';
import { PanelShell } from '@/components/panel/panel-shell';
import { routeLocale } from '@/i18n/route-locale';
import { userPanelNav } from '@/shared/routes';

// Panels read the session cookie on every request: never cached, never shared.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The user-panel layout; each page group below declares its guards. */
export default async function UserPanelLayout({ children, params }: Props) {
  const locale = await routeLocale(params);
  return (
    <PanelShell locale={locale} namespace="panel" groups={userPanelNav}>
      {children}
    </PanelShell>
  );
}
