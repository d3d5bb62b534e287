'use client';

import { Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { ltrTag } from '@/components/ui/ltr';
import { api } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { newsletterContracts } from '@/shared/api/browser/newsletter';
import type { ContentType } from '@/shared/content-types';
import type { NewsletterFrequency, NewsletterTopics } from '@/shared/newsletter';
import { PushToggle } from './push-toggle';
import { languageChoiceOf, languageChoices, SubscriptionChoices, type LanguageChoice } from './subscription-choices';

export type TopicChoice = { value: string; label: string };

type Subscription = {
  email: string;
  language: LanguageChoice;
  frequency: NewsletterFrequency;
  topics: NewsletterTopics;
  status: string;
  tracking: boolean;
};
type State = { step: 'loading' } | { step: 'invalid' } | { step: 'ready'; subscription: Subscription } | { step: 'ended' };

/** Ticks a value in or out of a list of topics. */
const toggled = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

/**
 * The page every e-mail links to (a signed token, no sign-in): the subscription's languages,
 * frequency and topics, saved or ended; whether the site counts opens and clicks.
 */
export function NewsletterPreferences({ sections, categories }: { sections: TopicChoice[]; categories: TopicChoice[] }) {
  const t = useTranslations('newsletter.preferencesPage');
  const token = useSearchParams().get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'loading' });
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    api(newsletterContracts.getNewsletterPreferences, { query: { token } }, { quiet: true })
      .then(({ data }) => {
        if (!isCurrent) return;
        const subscription = {
          email: data.email,
          language: languageChoiceOf(data.languages),
          frequency: data.frequency,
          topics: data.topics,
          status: data.status,
          tracking: data.tracking,
        };
        setState(data.status === 'unsubscribed' ? { step: 'ended' } : { step: 'ready', subscription });
      })
      .catch(() => isCurrent && setState({ step: 'invalid' }));
    return () => {
      isCurrent = false;
    };
  }, [token]);

  if (state.step === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('loading')}
      </p>
    );
  if (state.step === 'invalid') return <p role="alert">{t('invalid')}</p>;
  if (state.step === 'ended')
    return (
      <p role="status" data-testid="newsletter-ended">
        {t('unsubscribed')}
      </p>
    );

  const { subscription } = state;
  const change = (next: Partial<Subscription>) => setState({ step: 'ready', subscription: { ...subscription, ...next } });
  const topicBox = (kind: 'types' | 'categories', choice: TopicChoice) => (
    <label key={choice.value} className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={subscription.topics[kind].includes(choice.value)}
        onChange={(event) =>
          change({
            topics: {
              ...subscription.topics,
              [kind]: toggled(subscription.topics[kind], choice.value, event.currentTarget.checked),
            },
          })
        }
      />
      {choice.label}
    </label>
  );

  return (
    <>
      <form
        className="flex flex-col gap-6"
        data-testid="newsletter-preferences"
        onSubmit={async (event) => {
          event.preventDefault();
          setIsSaving(true);
          try {
            // The types are the registry's names: the choices offered are exactly those.
            const topics = { ...subscription.topics, types: subscription.topics.types as ContentType[] };
            const body = {
              token,
              languages: [...languageChoices[subscription.language]],
              frequency: subscription.frequency,
              topics,
            };
            await api(newsletterContracts.updateNewsletterPreferences, { body });
          } finally {
            setIsSaving(false);
          }
        }}
      >
        <p>{t.rich('address', { email: subscription.email, ...ltrTag })}</p>
        {subscription.status === 'pending' ? (
          <p className="rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm">{t('pending')}</p>
        ) : null}
        {subscription.status === 'suppressed' ? (
          <p className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">{t('suppressed')}</p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SubscriptionChoices
            language={subscription.language}
            frequency={subscription.frequency}
            onLanguage={(language) => change({ language })}
            onFrequency={(frequency) => change({ frequency })}
            disabled={isSaving}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="font-bold">{t('topics')}</legend>
          <p className="text-sm text-muted">{t('topicsHint')}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('types')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">{sections.map((choice) => topicBox('types', choice))}</div>
          </fieldset>
          {categories.length > 0 ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t('categories')}</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {categories.map((choice) => topicBox('categories', choice))}
              </div>
            </fieldset>
          ) : null}
        </fieldset>
        <p className="text-sm text-muted" data-testid="newsletter-tracking">
          {subscription.tracking ? t('tracking') : t('noTracking')}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonVariants({ size: 'md' })} disabled={isSaving} aria-busy={isSaving}>
            {t('save')}
          </button>
          <button
            type="button"
            className={cx(buttonVariants({ size: 'md', severity: 'secondary' }))}
            disabled={isSaving}
            onClick={async () => {
              await api(newsletterContracts.endNewsletterSubscription, { body: { token } });
              setState({ step: 'ended' });
            }}
          >
            {t('unsubscribe')}
          </button>
        </div>
      </form>
      <PushToggle languages={[...languageChoices[subscription.language]]} topics={subscription.topics} />
    </>
  );
}
