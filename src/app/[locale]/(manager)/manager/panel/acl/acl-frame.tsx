import type { ReactNode } from 'react';
import { GuardedContent } from '@/app/[locale]/_components/guarded-content';
import { Link } from '@/i18n/navigation';
import { managerPanelGuards } from '@/shared/guards';

type Props = {
  params: Promise<{ locale: string }>;
  title: string;
  action?: { href: string; label: string };
  children: ReactNode;
};

/** The frame of every ACL screen: `acl.manage` checked on the server, a title and an optional action. */
export function AclFrame({ params, title, action, children }: Props) {
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="acl.manage">
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-black">{title}</h1>
          {action ? (
            <Link
              href={action.href}
              className="ms-auto rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:opacity-90"
            >
              {action.label}
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </GuardedContent>
  );
}
