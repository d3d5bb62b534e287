import type { ReactNode } from 'react';
import { isUnknownPanelAddress } from '@/components/panel/known-panel-page';
import { SiteNotFound } from '@/components/shell/site-not-found';
import { PanelShell } from '@/components/panel/panel-shell';
import { ClientMessages } from '@/components/shell/client-messages';
import { QueryProvider } from '@/components/shell/query-provider';
import { userPanelKeys } from '@/i18n/client-messages';
import { getMessages } from '@/i18n/messages';
import type { Catalog } from '@/i18n/translate';
import { routeLocale } from '@/i18n/route-locale';
import { userPanelNav } from '@/shared/routes';

// Panels read the session cookie on every request: never cached, never shared.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The user-panel layout; each page group below declares its guards. */
export default async function UserPanelLayout({ children, params }: Props) {
  const locale = await routeLocale(params);
  if (await isUnknownPanelAddress()) return <SiteNotFound locale={locale} />;
  return (
    <ClientMessages locale={locale} keys={userPanelKeys(getMessages(locale) as Catalog)}>
      <QueryProvider>
        <PanelShell locale={locale} namespace="panel" groups={userPanelNav}>
          {children}
        </PanelShell>
      </QueryProvider>
    </ClientMessages>
  );
}
