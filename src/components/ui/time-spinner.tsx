'use client';

/** Hour or minute field of the date-time picker: typed input plus +/- buttons that repeat while held. */
import { Minus, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { toPersianDigits } from '@/shared/text/normalize';
import { parseTimeInput, SPINNER_REPEAT_DELAY_MS, SPINNER_REPEAT_MS, timeLimit, type TimeUnit } from './date-picker-logic';

/** Calls `action` once on press, then every SPINNER_REPEAT_MS while the pointer is held (SPEC §9). */
function useRepeatPress(action: () => void) {
  const actionRef = useRef(action);
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({});
  useEffect(() => {
    actionRef.current = action;
  });
  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  };
  useEffect(() => stop, []);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      stop();
      actionRef.current();
      timers.current.delay = setTimeout(() => {
        timers.current.repeat = setInterval(() => actionRef.current(), SPINNER_REPEAT_MS);
      }, SPINNER_REPEAT_DELAY_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onBlur: stop,
    // Keyboard activation (Enter/Space) arrives as a click with detail 0; pointer presses are handled above.
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) actionRef.current();
    },
  };
}

export type TimeSpinnerProps = {
  unit: TimeUnit;
  value: number;
  locale: Locale;
  onStep: (delta: number) => void;
  onSet: (value: number) => void;
};

export function TimeSpinner({ unit, value, locale, onStep, onSet }: TimeSpinnerProps) {
  const t = useTranslations('datePicker');
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const up = useRepeatPress(() => onStep(1));
  const down = useRepeatPress(() => onStep(-1));
  const shown = String(value).padStart(2, '0');
  const commit = () => {
    if (draft !== null) {
      const parsed = parseTimeInput(draft, unit);
      if (parsed !== null) onSet(parsed);
    }
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setDraft(null);
      onStep(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter commits the typed value; it must not submit the surrounding form.
      event.preventDefault();
      commit();
    }
  };
  const spinButton = 'flex size-8 touch-manipulation select-none items-center justify-center rounded-md border border-border hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-primary outline-none';
  return (
    <div className="flex flex-col items-center gap-1">
      <label htmlFor={inputId} className="text-xs text-muted">
        {t(unit)}
      </label>
      <button type="button" className={spinButton} aria-label={t(unit === 'hour' ? 'increaseHour' : 'increaseMinute')} {...up}>
        <Plus className="size-4" aria-hidden />
      </button>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-valuemin={0}
        aria-valuemax={timeLimit(unit)}
        aria-valuenow={value}
        maxLength={2}
        dir="ltr"
        className="w-12 rounded-md border border-border bg-surface text-center text-lg tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-primary"
        value={draft ?? (locale === 'fa' ? toPersianDigits(shown) : shown)}
        onChange={(event) => {
          // A value that reads as one is handed on at once: closing the picker (Escape, a click
          // outside) unmounts this field without a blur, and what was typed must not be lost.
          setDraft(event.target.value);
          const typed = parseTimeInput(event.target.value, unit);
          if (typed !== null) onSet(typed);
        }}
        onFocus={(event) => event.target.select()}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button type="button" className={spinButton} aria-label={t(unit === 'hour' ? 'decreaseHour' : 'decreaseMinute')} {...down}>
        <Minus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
