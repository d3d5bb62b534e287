'use client';

import { LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAuth } from '@/components/shell/auth-provider';
import { Button } from '@/components/ui/button';

/**
 * What a guarded page shows an anonymous visitor (`user-auth`): the sign-in dialog opens by itself,
 * and a successful sign-in reloads this very page.
 */
export function SignInRequired() {
  const t = useTranslations('account');
  const { openDialog, status } = useAuth();

  useEffect(() => {
    if (status === 'anonymous') openDialog('sign-in', { returnTo: 'stay' });
    // Open once when the check finds nobody; the visitor may close it and use the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center" data-testid="sign-in-required">
      <LogIn className="size-10 text-primary rtl:rotate-180" aria-hidden="true" />
      <h1 className="text-xl font-bold">{t('signInRequiredTitle')}</h1>
      <p className="text-muted">{t('signInRequired')}</p>
      <Button onClick={() => openDialog('sign-in', { returnTo: 'stay' })}>{t('signInRequiredAction')}</Button>
    </div>
  );
}
