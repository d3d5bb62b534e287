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

/** A labelled native select, the form's own (`name` in its FormData) unless `onChange` makes it controlled. */
function ChoiceSelect<T extends string>(props: {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange?: (value: T) => void;
  disabled?: boolean;
}) {
  const { label, name, value, options, onChange, disabled } = props;
  return (
    <label className="newsletter-field">
      {label}
      <select
        name={name}
        className="newsletter-control"
        disabled={disabled}
        {...(onChange ? { value, onChange: (event) => onChange(event.currentTarget.value as T) } : { defaultValue: value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Which languages and how often: two labelled native selects, the platform's own keyboard and reader behaviour. */
export function SubscriptionChoices({ language, frequency, onLanguage, onFrequency, disabled }: Props) {
  const t = useTranslations('newsletter.form');
  return (
    <>
      <ChoiceSelect
        label={t('languages')}
        name="languages"
        value={language}
        options={(Object.keys(languageChoices) as LanguageChoice[]).map((choice) => ({ value: choice, label: t(choiceLabel[choice]) }))}
        onChange={onLanguage}
        disabled={disabled}
      />
      <ChoiceSelect
        label={t('frequency')}
        name="frequency"
        value={frequency}
        options={newsletterFrequencies.map((choice) => ({ value: choice, label: t(choice) }))}
        onChange={onFrequency}
        disabled={disabled}
      />
    </>
  );
}
