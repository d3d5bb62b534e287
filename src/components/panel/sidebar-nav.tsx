'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

export type SidebarGroup = { label: string; items: { href: string; label: string }[] };

type Props = { groups: SidebarGroup[]; namespace: 'panel' | 'manager'; onNavigate?: () => void };

/** The panel's navigation; labels are keys of the panel's message namespace. */
export function SidebarNav({ groups, namespace, onNavigate }: Props) {
  const t = useTranslations(namespace);
  const pathname = usePathname();
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <div key={group.label}>
          <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted uppercase">{t(group.label as 'title')}</p>
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => {
              const isCurrent = pathname === item.href || pathname.startsWith(`${item.href}/`);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={onNavigate}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg px-3 py-2 text-sm hover:bg-surface-2',
                      isCurrent ? 'bg-surface-2 font-semibold text-fg' : 'text-muted',
                    )}
                  >
                    {t(item.label as 'title')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
