import type { ReactNode } from 'react';
import { GuardedContent } from '@/components/panel/guarded-content';
import { Link } from '@/i18n/navigation';
import { managerPanelGuards } from '@/shared/guards';
import type { PermissionName } from '@/shared/permissions';

type Props = {
  params: Promise<{ locale: string }>;
  /** The screen's permission, checked on the server (`managerPagePermission` of its address). */
  permission: PermissionName | null;
  title: string;
  action?: { href: string; label: string } | null;
  /** A link back to the list, above the title (create and edit screens). */
  back?: { href: string; label: string };
  children: ReactNode;
};

/** The frame of every manager screen: its permission checked on the server, a title, an optional action. */
export function ResourceFrame({ params, permission, title, action, back, children }: Props) {
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission={permission}>
      <div className="flex flex-col gap-6">
        {back ? (
          <Link href={back.href} className="w-fit text-sm text-muted hover:text-primary hover:underline">
            {back.label}
          </Link>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-black">{title}</h1>
          {action ? (
            <Link href={action.href} className="ms-auto rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:opacity-90">
              {action.label}
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </GuardedContent>
  );
}
