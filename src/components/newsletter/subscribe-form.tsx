'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { api, ApiError } from '@/lib/api-client';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { newsletterContracts } from '@/shared/api/browser/newsletter';
import type { NewsletterFrequency } from '@/shared/newsletter';
import { languageChoices, SubscriptionChoices, type LanguageChoice } from './subscription-choices';

type State = { step: 'idle' | 'sending' | 'sent' } | { step: 'failed'; message: string };

/**
 * The public subscription form (home, every list, the end of every item): an address, languages
 * and frequency, no schema library on the page. Whatever the address, the answer is the same «check
 * your inbox», so nobody learns who is subscribed; the opt-in e-mail is in the page's language.
 */
export function SubscribeForm() {
  const t = useTranslations('newsletter.form');
  const locale = useLocale() as LanguageChoice;
  const errorId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  // Sent only by its script (see forms/submit-button): pressed before hydration it would put the address in the page's URL.
  const hydrated = useIsHydrated();

  if (state.step === 'sent') {
    return (
      <p role="status" className="rounded-xl border border-success/40 bg-success/10 p-4 text-sm" data-testid="newsletter-sent">
        {t('sent')}
      </p>
    );
  }

  const isFailed = state.step === 'failed';
  return (
    <form
      className="newsletter-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const values = new FormData(event.currentTarget);
        const body = {
          email: String(values.get('email')).trim(),
          languages: [...languageChoices[values.get('languages') as LanguageChoice]],
          frequency: values.get('frequency') as NewsletterFrequency,
        };
        setState({ step: 'sending' });
        try {
          await api(newsletterContracts.subscribeToNewsletter, { body }, { quiet: true });
          setState({ step: 'sent' });
        } catch (error) {
          const fieldError = error instanceof ApiError ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
          setState({ step: 'failed', message: fieldError ?? t('failed') });
        }
      }}
    >
      <label className="newsletter-field">
        {t('email')}
        <input
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          dir="ltr"
          className="newsletter-control"
          aria-invalid={isFailed || undefined}
          aria-describedby={isFailed ? errorId : undefined}
        />
      </label>
      <SubscriptionChoices language={locale} frequency="weekly" disabled={state.step === 'sending'} />
      <button type="submit" className={buttonVariants({ size: 'md' })} disabled={!hydrated || state.step === 'sending'} aria-busy={state.step === 'sending'}>
        {t('submit')}
      </button>
      {isFailed ? (
        <p id={errorId} role="alert" className="text-sm text-danger sm:col-span-4">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
