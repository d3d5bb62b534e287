'use client';

import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/shell/auth-provider';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { accountContracts } from '@/shared/api/browser/accounts';

type State = 'verifying' | 'verified' | 'failed';

/** Follows the link from the verification e-mail: confirms the address once, then says so. */
export function VerifyEmailStatus() {
  const t = useTranslations('verifyEmail');
  const token = useSearchParams().get('token') ?? '';
  const { refresh } = useAuth();
  const [state, setState] = useState<State>('verifying');

  useEffect(() => {
    let isCurrent = true;
    api(accountContracts.verifyEmail, { body: { token } })
      .then(() => refresh())
      .then(() => isCurrent && setState('verified'))
      .catch(() => isCurrent && setState('failed'));
    return () => {
      isCurrent = false;
    };
  }, [token, refresh]);

  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      {state === 'verifying' ? <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" /> : null}
      {state === 'verified' ? <CheckCircle2 className="size-10 text-success" aria-hidden="true" /> : null}
      {state === 'failed' ? <XCircle className="size-10 text-danger" aria-hidden="true" /> : null}
      <p className="text-lg">{t(state)}</p>
      {state !== 'verifying' ? (
        <Button asChild severity="secondary">
          <Link href="/">{t('home')}</Link>
        </Button>
      ) : null}
    </div>
  );
}
