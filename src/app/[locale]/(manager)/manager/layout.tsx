import type { ReactNode } from 'react';
import { isUnknownPanelAddress } from '@/components/panel/known-panel-page';
import { SiteNotFound } from '@/components/shell/site-not-found';
import { PanelShell } from '@/components/panel/panel-shell';
import { ClientMessages } from '@/components/shell/client-messages';
import { QueryProvider } from '@/components/shell/query-provider';
import { managerPanelKeys } from '@/i18n/client-messages';
import { getMessages } from '@/i18n/messages';
import type { Catalog } from '@/i18n/translate';
import { routeLocale } from '@/i18n/route-locale';
import { managerAccess, visibleManagerNav } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { managerPanelNav } from '@/shared/routes';

// Panels read the session cookie on every request: never cached, never shared.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The manager panel's frame, one level above its guards (panel/layout.tsx): a 403 thrown by the
 * guards is caught by ./forbidden.tsx and shown inside this frame, with its header. The sidebar
 * shows only the sections the reader's permissions allow.
 */
export default async function ManagerLayout({ children, params }: Props) {
  const locale = await routeLocale(params);
  if (await isUnknownPanelAddress()) return <SiteNotFound locale={locale} />;
  const user = await currentPageUser();
  // A visitor sees the whole map behind the sign-in dialog (it is public in the route list
  // anyway); once signed in, only the sections their permissions open.
  const groups = user ? visibleManagerNav(await managerAccess(user)) : managerPanelNav;
  return (
    <ClientMessages locale={locale} keys={managerPanelKeys(getMessages(locale) as Catalog)}>
      <QueryProvider>
        <PanelShell locale={locale} namespace="manager" groups={groups}>
          {children}
        </PanelShell>
      </QueryProvider>
    </ClientMessages>
  );
}
