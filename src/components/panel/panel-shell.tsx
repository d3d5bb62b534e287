import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HeaderTools } from '@/components/layout/header-tools';
import { Logo } from '@/components/layout/logo';
import { FrameMainMarker } from '@/components/shell/frame-main';
import { surfaceCard } from '@/components/ui/surface';
import type { Locale } from '@/i18n/locales';
import { MobileSidebar } from './mobile-sidebar';
import { SidebarNav, type SidebarGroup } from './sidebar-nav';

type Props = { locale: Locale; namespace: 'panel' | 'manager'; groups: SidebarGroup[]; children: ReactNode };

/** The user-panel and manager-panel layouts of SPEC §2: a header, a sidebar and the page. */
export async function PanelShell({ locale, namespace, groups, children }: Props) {
  const t = await getTranslations({ locale, namespace });
  const title = t('sidebar');
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur">
        <div className="flex h-16 items-center gap-2 px-4 sm:gap-3">
          <MobileSidebar groups={groups} namespace={namespace} title={title} />
          <Logo locale={locale} />
          <span className="hidden rounded-md bg-surface-2 px-2 py-1 text-xs font-semibold text-muted sm:inline">{t('title')}</span>
          <HeaderTools />
        </div>
      </header>
      <div className="flex">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-e border-border bg-surface p-4 lg:block">
          <nav aria-label={title}>
            <SidebarNav groups={groups} namespace={namespace} />
          </nav>
        </aside>
        {/* The page stands on one opaque card; the particle field shows in the margin around it. */}
        <main id="main" className="min-w-0 flex-1 p-3 sm:p-6 lg:p-8">
          <div className={`panel-surface ${surfaceCard} p-4 sm:p-6`} data-testid="panel-surface">
            <FrameMainMarker>{children}</FrameMainMarker>
          </div>
        </main>
      </div>
    </div>
  );
}
