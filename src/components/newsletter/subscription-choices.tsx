'use client';

import { useTranslations } from 'next-intl';
import { newsletterFrequencies, type NewsletterFrequency, type NewsletterLanguage } from '@/shared/newsletter';

/** The form's three language choices; `both` is the two codes. */
export const languageChoices = { both: ['fa', 'en'], fa: ['fa'], en: ['en'] } as const satisfies Record<string, readonly NewsletterLanguage[]>;
export type LanguageChoice = keyof typeof languageChoices;

export function languageChoiceOf(languages: readonly string[]): LanguageChoice {
  return languages.length > 1 ? 'both' : languages[0] === 'en' ? 'en' : 'fa';
}

const choiceLabel = { both: 'languageBoth', fa: 'languageFa', en: 'languageEn' } as const;

type Props = {
  language: LanguageChoice;
  frequency: NewsletterFrequency;
  /** Without them the selects are the form's own (`languages`, `frequency` in its FormData). */
  onLanguage?: (language: LanguageChoice) => void;
  onFrequency?: (frequency: NewsletterFrequency) => void;
  disabled?: boolean;
};

/** Which languages and how often: two labelled native selects, the platform's own keyboard and reader behaviour. */
export function SubscriptionChoices({ language, frequency, onLanguage, onFrequency, disabled }: Props) {
  const t = useTranslations('newsletter.form');
  return (
    <>
      <label className="newsletter-field">
        {t('languages')}
        <select
          name="languages"
          className="newsletter-control"
          disabled={disabled}
          {...(onLanguage ? { value: language, onChange: (event) => onLanguage(event.currentTarget.value as LanguageChoice) } : { defaultValue: language })}
        >
          {(Object.keys(languageChoices) as LanguageChoice[]).map((choice) => (
            <option key={choice} value={choice}>
              {t(choiceLabel[choice])}
            </option>
          ))}
        </select>
      </label>
      <label className="newsletter-field">
        {t('frequency')}
        <select
          name="frequency"
          className="newsletter-control"
          disabled={disabled}
          {...(onFrequency ? { value: frequency, onChange: (event) => onFrequency(event.currentTarget.value as NewsletterFrequency) } : { defaultValue: frequency })}
        >
          {newsletterFrequencies.map((choice) => (
            <option key={choice} value={choice}>
              {t(choice)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
