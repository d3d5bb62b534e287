import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isUnknownPanelAddress } from '@/components/panel/known-panel-page';
import { SiteNotFound } from '@/components/shell/site-not-found';
import { PanelShell } from '@/components/panel/panel-shell';
import { ClientMessages } from '@/components/shell/client-messages';
import { ForbiddenReasonProvider } from '@/components/shell/forbidden-reason';
import { QueryProvider } from '@/components/shell/query-provider';
import { managerPanelKeys, userPanelKeys } from '@/i18n/client-messages';
import { getMessages } from '@/i18n/messages';
import type { Catalog } from '@/i18n/translate';
import { routeLocale } from '@/i18n/route-locale';
import { managerAccess, visibleManagerNav, type ManagerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { managerPanelNav, userPanelNav } from '@/shared/routes';

// Panels read the session cookie on every request: never cached, never shared.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

type PageUser = NonNullable<Awaited<ReturnType<typeof currentPageUser>>>;

/** The panel guard's own rule (check-super-manager): super managers, and managers holding roles. */
function entersPanel(user: PageUser, access: ManagerAccess): boolean {
  return access.isSuperManager || (user.isManager && access.permissions.size > 0);
}

/**
 * A signed-in reader's every manager page is their 403, and a refused page never reaches its own
 * metadata: the tab says so too. Everyone else's pages name themselves.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (await isUnknownPanelAddress()) return {};
  const user = await currentPageUser();
  if (!user || entersPanel(user, await managerAccess(user))) return {};
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('forbiddenTitle') };
}

/**
 * The manager panel's frame, one level above its guards (panel/layout.tsx): a 403 thrown by the
 * guards is caught by ./forbidden.tsx and shown inside this frame, with its header. The sidebar
 * shows only the sections the reader's permissions allow. A signed-in reader who may not enter
 * the panel at all (every page here is their 403) meets it in their own frame, the user panel's,
 * with no manager badge or empty manager sidebar.
 */
export default async function ManagerLayout({ children, params }: Props) {
  const locale = await routeLocale(params);
  if (await isUnknownPanelAddress()) return <SiteNotFound locale={locale} />;
  const user = await currentPageUser();
  const access = user ? await managerAccess(user) : null;
  if (user && access && !entersPanel(user, access)) {
    return (
      <ClientMessages locale={locale} keys={userPanelKeys(getMessages(locale) as Catalog)}>
        <QueryProvider>
          <PanelShell locale={locale} namespace="panel" groups={userPanelNav}>
            <ForbiddenReasonProvider reason="manager-panel">{children}</ForbiddenReasonProvider>
          </PanelShell>
        </QueryProvider>
      </ClientMessages>
    );
  }
  // A visitor sees the whole map behind the sign-in dialog (it is public in the route list
  // anyway); once signed in, only the sections their permissions open.
  const groups = access && user ? visibleManagerNav(access) : managerPanelNav;
  return (
    <ClientMessages locale={locale} keys={managerPanelKeys(getMessages(locale) as Catalog)}>
      <QueryProvider>
        <PanelShell locale={locale} namespace="manager" groups={groups}>
          <ForbiddenReasonProvider reason={user ? 'manager-permission' : null}>{children}</ForbiddenReasonProvider>
        </PanelShell>
      </QueryProvider>
    </ClientMessages>
  );
}
