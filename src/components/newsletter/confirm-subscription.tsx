'use client';

import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { newsletterContracts } from '@/shared/api/browser/newsletter';

type State = { step: 'confirming' } | { step: 'confirmed'; token: string } | { step: 'failed' };

/**
 * Follows the link of the opt-in e-mail: the page confirms by a POST once it runs, so a mail
 * scanner that only fetches the link confirms nothing. Then it offers the preferences page.
 */
export function ConfirmSubscription() {
  const t = useTranslations('newsletter.confirmPage');
  const token = useSearchParams().get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'confirming' });

  useEffect(() => {
    let isCurrent = true;
    api(newsletterContracts.confirmNewsletterSubscription, { body: { token } }, { quiet: true })
      .then(({ data }) => isCurrent && setState({ step: 'confirmed', token: data.token }))
      .catch(() => isCurrent && setState({ step: 'failed' }));
    return () => {
      isCurrent = false;
    };
  }, [token]);

  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center" data-testid="newsletter-confirm" data-step={state.step}>
      {state.step === 'confirming' ? <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" /> : null}
      {state.step === 'confirmed' ? <CheckCircle2 className="size-10 text-success" aria-hidden="true" /> : null}
      {state.step === 'failed' ? <XCircle className="size-10 text-danger" aria-hidden="true" /> : null}
      <p className="text-lg">{t(state.step)}</p>
      {state.step === 'confirmed' ? (
        <Link href={`/newsletter/preferences?token=${encodeURIComponent(state.token)}`} className={buttonVariants({ size: 'md' })}>
          {t('preferences')}
        </Link>
      ) : null}
      {state.step === 'failed' ? (
        <Link href="/" className={buttonVariants({ size: 'md', severity: 'secondary' })}>
          {t('home')}
        </Link>
      ) : null}
    </div>
  );
}
