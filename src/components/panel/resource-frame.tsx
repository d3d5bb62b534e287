import type { ReactNode } from 'react';
import { GuardedContent } from '@/app/[locale]/_components/guarded-content';
import { Link } from '@/i18n/navigation';
import { managerPanelGuards } from '@/shared/guards';

type Props = {
  params: Promise<{ locale: string }>;
  /** The screen's permission, checked on the server (`managerPagePermission` of its address). */
  permission: string | null;
  title: string;
  action?: { href: string; label: string };
  children: ReactNode;
};

/** The frame of a manager resource screen: its permission, a title and an optional action. */
export function ResourceFrame({ params, permission, title, action, children }: Props) {
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission={permission}>
      <div className="flex flex-col gap-6">
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
