'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/locale-path';
import { cx } from '@/lib/cx';
import { useIsHydrated } from '@/lib/use-is-hydrated';

type Option = { id: string; title: string };

const MAX = 4;

/**
 * Choose 2–4 metaverses. A plain GET form (works without JavaScript, as on a light page:
 * `?ids=a&ids=b`, and the page says when the count is wrong); with JavaScript it caps the choice at
 * four, holds the button until two are chosen and writes one shareable `?ids=a,b` address.
 */
export function ComparePicker({ options, selected }: { options: Option[]; selected: string[] }) {
  const t = useTranslations('compare');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [chosen, setChosen] = useState<string[]>(selected);
  // Only a script can enable the button again: without one, the form is sent as it stands.
  const isHydrated = useIsHydrated();

  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    router.push(localePath(locale, `/metaverses/compare?ids=${chosen.join(',')}`));
  };

  return (
    <form method="get" onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-bold">{t('pickerLegend')}</legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
          {options.map((option) => {
            const isChecked = chosen.includes(option.id);
            const isDisabled = !isChecked && chosen.length >= MAX;
            return (
              <label
                key={option.id}
                className={cx(
                  'flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                  isChecked ? 'border-primary bg-primary/10' : 'border-border hover:border-primary',
                  isDisabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
                )}
              >
                <input
                  type="checkbox"
                  name="ids"
                  value={option.id}
                  checked={isChecked}
                  disabled={isDisabled}
                  onChange={() => toggle(option.id)}
                  className="size-4 accent-[var(--primary)]"
                />
                <span dir="auto">{option.title}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isHydrated && chosen.length < 2}>
          {t('submit')}
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {t('selected', { count: chosen.length })}
        </p>
        {chosen.length > 0 ? (
          <button type="button" onClick={() => setChosen([])} className="text-sm text-primary hover:underline">
            {t('clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
