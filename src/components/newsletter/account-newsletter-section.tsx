'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountSection, SectionLoading } from '@/components/account/account-section';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { newsletterContracts } from '@/shared/api/browser/newsletter';
import type { ContentType } from '@/shared/content-types';
import type { NewsletterFrequency } from '@/shared/newsletter';
import { PushToggle } from './push-toggle';
import { languageChoiceOf, languageChoices, SubscriptionChoices, type LanguageChoice } from './subscription-choices';

const accountNewsletterKey = ['account-newsletter'] as const;

/**
 * The reader's newsletter in the settings: the account's own address, confirmed at once when it
 * is verified; languages and frequency changed or the subscription ended here. Topics are chosen on
 * the preferences page every e-mail links to.
 */
export function AccountNewsletterSection({ locale }: { locale: LanguageChoice }) {
  const t = useTranslations('newsletter.account');
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: accountNewsletterKey, queryFn: async () => (await api(newsletterContracts.getAccountNewsletter)).data });
  const [choice, setChoice] = useState<{ language: LanguageChoice; frequency: NewsletterFrequency } | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const subscription = current.data;
  const isActive = subscription?.status === 'confirmed' || subscription?.status === 'pending';
  const shown = choice ?? {
    language: subscription && isActive ? languageChoiceOf(subscription.languages) : locale,
    frequency: subscription && isActive ? subscription.frequency : ('weekly' as const),
  };

  const run = async (work: () => Promise<unknown>) => {
    setIsSaving(true);
    try {
      await work();
      setChoice(null);
      await queryClient.invalidateQueries({ queryKey: accountNewsletterKey });
    } finally {
      setIsSaving(false);
    }
  };
  const save = () =>
    run(() =>
      api(newsletterContracts.putAccountNewsletter, {
        body: {
          languages: [...languageChoices[shown.language]],
          frequency: shown.frequency,
          // The topics chosen on the preferences page are kept; the types are the registry's names.
          topics: subscription && isActive ? { ...subscription.topics, types: subscription.topics.types as ContentType[] } : undefined,
        },
      }),
    );

  const status = !subscription
    ? t('none')
    : subscription.status === 'pending'
      ? t('pending')
      : subscription.status === 'confirmed'
        ? t('subscribed')
        : subscription.status === 'suppressed'
          ? t('suppressed')
          : t('unsubscribed');

  return (
    <AccountSection id="newsletter" title={t('title')} intro={t('intro')}>
      {current.isPending ? (
        <SectionLoading rows={2} rowClassName="h-10" />
      ) : (
        <div className="flex flex-col gap-4" data-testid="account-newsletter">
          <p role="status" className="text-sm">
            {status}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <SubscriptionChoices
              language={shown.language}
              frequency={shown.frequency}
              onLanguage={(language) => setChoice({ ...shown, language })}
              onFrequency={(frequency) => setChoice({ ...shown, frequency })}
              disabled={isSaving}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" isLoading={isSaving} onClick={save}>
              {isActive ? t('save') : t('subscribe')}
            </Button>
            {isActive ? (
              <Button type="button" severity="secondary" disabled={isSaving} onClick={() => run(() => api(newsletterContracts.deleteAccountNewsletter))}>
                {t('unsubscribe')}
              </Button>
            ) : null}
          </div>
          <PushToggle languages={[...languageChoices[shown.language]]} topics={subscription && isActive ? subscription.topics : undefined} />
        </div>
      )}
    </AccountSection>
  );
}
