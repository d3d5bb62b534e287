'use client';

import { LayoutDashboard, LogOut, Shield, UserRound } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { DropdownMenu } from 'radix-ui';
import { useAuth, type Session } from '@/components/shell/auth-provider';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/locale-path';
import { api } from '@/lib/api-client';
import { clearReaderCaches } from '@/shared/offline';
import { accountContracts } from '@/shared/api/browser/accounts';
import { ReconnectingMark } from './reconnecting-mark';

/** The signed-in reader's menu: panel, manager panel when allowed, sign out. */
export function AccountMenu({ session, isReconnecting = false }: { session: Session; isReconnecting?: boolean }) {
  const t = useTranslations('auth');
  const tp = useTranslations('panel');
  const tm = useTranslations('manager');
  const { setSession } = useAuth();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { user } = session;
  const canManage = user.is_manager || user.is_super_manager;
  const displayName = user.full_name || user.username;
  const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2';

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="relative inline-flex h-10 w-10 items-center justify-center gap-2 rounded-lg border border-border px-2 text-sm hover:bg-surface-2 sm:w-40 sm:justify-start sm:px-3"
        data-testid="user-menu"
      >
        <UserRound className="size-4" aria-hidden="true" />
        {/* A phone's header has no room for the name: the menu shows it instead. The width is
            fixed so the placeholder painted before the auth check holds exactly this place. The
            accessible name starts with the name, so speech users can say what they see. */}
        <bdi className="sr-only sm:not-sr-only sm:min-w-0 sm:truncate">{displayName}</bdi>
        <span className="sr-only">{' '}{t('userMenu')}</span>
        {/* A check after an edit found no answer: the menu still works, and says the page is reconnecting. */}
        {isReconnecting ? (
          <>
            <ReconnectingMark />
            <span className="sr-only">{' '}{t('reconnecting')}</span>
          </>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 max-w-[calc(100vw-2rem)] min-w-48 rounded-xl border border-border bg-surface p-1 shadow-xl">
          <DropdownMenu.Label className="truncate px-3 py-2 text-sm font-semibold sm:hidden">
            <bdi>{displayName}</bdi>
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={localePath(locale, '/user/panel/dashboard')}>
              <LayoutDashboard className="size-4" aria-hidden="true" />
              {tp('dashboard')}
            </a>
          </DropdownMenu.Item>
          {canManage ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={localePath(locale, '/manager/panel/dashboard')}>
                <Shield className="size-4" aria-hidden="true" />
                {tm('title')}
              </a>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={async () => {
              await api(accountContracts.logout).catch(() => undefined);
              // What this reader read or saved leaves the device with them (ADR 0030).
              await clearReaderCaches().catch(() => undefined);
              setSession(null);
              // SPEC §4: logout returns to the landing page.
              router.push(`/${locale}`);
              router.refresh();
            }}
          >
            <LogOut className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
