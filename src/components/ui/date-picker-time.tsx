'use client';

/** The hour and minute fields of the date-time picker, always left to right like a clock. */
import type { Locale } from '@/i18n/locales';
import type { TimeParts } from '@/shared/dates';
import type { TimeUnit } from './date-picker-logic';
import { TimeSpinner } from './time-spinner';

type Props = {
  legend: string;
  value: TimeParts;
  locale: Locale;
  onStep: (unit: TimeUnit, delta: number) => void;
  onSet: (unit: TimeUnit, value: number) => void;
};

export function TimeFields({ legend, value, locale, onStep, onSet }: Props) {
  return (
    <fieldset className="flex items-end justify-center gap-4 min-[576px]:self-center" dir="ltr">
      <legend className="sr-only">{legend}</legend>
      <TimeSpinner
        unit="hour"
        value={value.hours}
        locale={locale}
        onStep={(delta) => onStep('hour', delta)}
        onSet={(hours) => onSet('hour', hours)}
      />
      <span className="pb-11 text-lg" aria-hidden>
        :
      </span>
      <TimeSpinner
        unit="minute"
        value={value.minutes}
        locale={locale}
        onStep={(delta) => onStep('minute', delta)}
        onSet={(minutes) => onSet('minute', minutes)}
      />
    </fieldset>
  );
}
