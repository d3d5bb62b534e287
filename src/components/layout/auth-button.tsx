'use client';

import { LogIn, UserRound } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/shell/auth-provider';
import { Button } from '@/components/ui/button';
import { ReconnectingMark } from './reconnecting-mark';

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
 * The account button of a reader whose auth check found no answer yet (offline, a dropped
 * connection, a busy server): still signed in as far as anyone knows, so the header keeps the
 * account's place and says it is reconnecting; pressing it tries again at once. It holds no menu:
 * the menu needs the session, which arrives with the next answer.
 */
function ReconnectingAccount({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('auth');
  return (
    <button
      type="button"
      onClick={onRetry}
      title={t('reconnectNow')}
      data-testid="auth-reconnecting"
      className="relative inline-flex h-10 w-10 items-center justify-center gap-2 rounded-lg border border-border px-2 text-sm text-muted hover:bg-surface-2 sm:w-40 sm:justify-start sm:px-3"
    >
      <UserRound className="size-4 shrink-0" aria-hidden="true" />
      <ReconnectingMark />
      <span className="sr-only sm:not-sr-only sm:min-w-0 sm:truncate">{t('reconnecting')}</span>
      <span className="sr-only">{' '}{t('reconnectNow')}</span>
    </button>
  );
}

/**
 * Sign-in button for visitors, account menu once the auth check finds a user. Until the check
 * answers, the cached page cannot know which: the session hint (set before the first paint)
 * picks a neutral placeholder for readers who are probably signed in, the sign-in button for
 * everyone else, so the header never claims the wrong state.
 */
export function AuthButton() {
  const t = useTranslations('auth');
  const { status, session, openDialog, isReconnecting, reconnect } = useAuth();

  if (status === 'authenticated' && session) return <AccountMenu session={session} isReconnecting={isReconnecting} />;
  if (status === 'loading' && isReconnecting) return <ReconnectingAccount onRetry={reconnect} />;
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
