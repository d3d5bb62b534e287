'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { publicSections } from '@/shared/routes';

/** Links to every public section; the current one is marked for screen readers and the eye. */
export function HeaderNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  return (
    <ul className={cn('flex gap-1', className)}>
      {publicSections.map((section) => {
        const isCurrent = pathname === `/${section}` || pathname.startsWith(`/${section}/`);
        return (
          <li key={section}>
            <Link
              href={`/${section}`}
              onClick={onNavigate}
              aria-current={isCurrent ? 'page' : undefined}
              className={cn(
                'block rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg',
                isCurrent && 'bg-surface-2 text-fg',
              )}
            >
              {t(section)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
