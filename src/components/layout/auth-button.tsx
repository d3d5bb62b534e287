'use client';

import { LayoutDashboard, LogIn, LogOut, Shield, UserRound } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { DropdownMenu } from 'radix-ui';
import { useAuth } from '@/components/shell/auth-provider';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api-client';

/** Sign-in button for visitors, account menu once the auth check finds a user. */
export function AuthButton() {
  const t = useTranslations('auth');
  const tp = useTranslations('panel');
  const tm = useTranslations('manager');
  const { status, session, setSession, openDialog } = useAuth();
  const locale = useLocale();
  const router = useRouter();

  if (status !== 'authenticated' || !session) {
    return (
      <Button size="sm" onClick={() => openDialog('sign-in')} disabled={status === 'loading'} data-testid="sign-in">
        <LogIn className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('signIn')}
      </Button>
    );
  }
  const { user } = session;
  const canManage = user.is_manager || user.is_super_manager;
  const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2';

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-border px-3 text-sm hover:bg-surface-2"
        aria-label={t('userMenu')}
        data-testid="user-menu"
      >
        <UserRound className="size-4" aria-hidden="true" />
        <bdi className="max-w-32 truncate">{user.full_name || user.username}</bdi>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-xl border border-border bg-surface p-1 shadow-xl">
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/user/panel/dashboard">
              <LayoutDashboard className="size-4" aria-hidden="true" />
              {tp('dashboard')}
            </Link>
          </DropdownMenu.Item>
          {canManage ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/manager/panel/dashboard">
                <Shield className="size-4" aria-hidden="true" />
                {tm('title')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={async () => {
              await apiFetch('/api/user/authentication/logout', { method: 'POST' }).catch(() => undefined);
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
