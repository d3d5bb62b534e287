'use client';

import { LogIn } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/shell/auth-provider';
import { Button } from '@/components/ui/button';

// Visitors never need the account menu (Radix): it loads once the auth check finds a user.
const AccountMenu = dynamic(() => import('./account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <AccountMenuPlaceholder />,
});

/** Holds the account button's place, in its size (account-menu.tsx), while the session is not known yet. */
function AccountMenuPlaceholder({ className }: { className?: string }) {
  return <span aria-hidden="true" data-testid="auth-placeholder" className={`inline-block h-10 w-10 rounded-lg bg-surface-2 sm:w-40 ${className ?? ''}`} />;
}

/**
 * Sign-in button for visitors, account menu once the auth check finds a user. Until the check
 * answers, the cached page cannot know which: the session hint (set before the first paint)
 * picks a neutral placeholder for readers who are probably signed in, the sign-in button for
 * everyone else, so the header never claims the wrong state.
 */
export function AuthButton() {
  const t = useTranslations('auth');
  const { status, session, openDialog } = useAuth();

  if (status === 'authenticated' && session) return <AccountMenu session={session} />;
  const isLoading = status === 'loading';
  return (
    <>
      {isLoading ? <AccountMenuPlaceholder className="session-unhinted:hidden" /> : null}
      <Button
        size="sm"
        onClick={() => openDialog('sign-in')}
        disabled={isLoading}
        data-testid="sign-in"
        className={isLoading ? 'session-hinted:hidden' : undefined}
      >
        <LogIn className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('signIn')}
      </Button>
    </>
  );
}
