'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useAuth, type Session } from '@/components/shell/auth-provider';

/**
 * After register or login: keep the session, close the dialog and land on the dashboard
 * (SPEC §2), unless a guard opened the dialog, in which case the visitor stays on the page they
 * asked for.
 */
export function useSignInSuccess() {
  const locale = useLocale();
  const router = useRouter();
  const { setSession, closeDialog, dialogReturn } = useAuth();
  return (session: Session) => {
    setSession(session);
    closeDialog();
    if (dialogReturn === 'stay') router.refresh();
    else router.push(`/${locale}/user/panel/dashboard`);
  };
}
