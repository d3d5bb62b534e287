import type { ReactNode } from 'react';
import { GuardedContent } from '@/app/[locale]/_components/guarded-content';
import type { PermissionName } from '@/shared/permissions';
import { managerPanelGuards } from '@/shared/guards';

type Props = { params: Promise<{ locale: string }>; permission: PermissionName; title: string; children: ReactNode };

/**
 * The frame of the community screens: the page's permission checked on the server, then a title.
 * Children that read data are async components, so nothing is loaded for a visitor who is turned away.
 */
export function ManagerFrame({ params, permission, title, children }: Props) {
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission={permission}>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-black">{title}</h1>
        {children}
      </div>
    </GuardedContent>
  );
}
