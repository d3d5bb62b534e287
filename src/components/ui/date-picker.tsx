'use client';

/**
 * Date, date-range and date-time picker: Jalali (DayPicker's Persian calendar) in fa, Gregorian
 * in en, inside a Radix popover. Values are SPEC §5 model strings; see date-picker-logic.ts. The
 * grid is date-picker-calendar.tsx, the time fields date-picker-time.tsx, the draft use-picker-draft.ts.
 */
import { CalendarDays } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import { localeInfo, type Locale } from '@/i18n/locales';
import { PickerCalendar } from './date-picker-calendar';
import { displayModel, type DateRangeValue } from './date-picker-logic';
import { TimeFields } from './date-picker-time';
import { usePickerDraft } from './use-picker-draft';

type CommonProps = {
  id: string;
  /** Visible label; also names the trigger button. */
  label: string;
  locale: Locale;
  /** Earliest and latest selectable model date (or datetime), inclusive. */
  min?: string;
  max?: string;
  disabled?: boolean;
  /** Renders a hidden input so the value posts with a plain form (range: `name[from]`, `name[to]`). */
  name?: string;
  invalid?: boolean;
  /** Id of the element holding this field's error message. */
  describedBy?: string;
  className?: string;
};

export type DatePickerProps = CommonProps &
  (
    | { mode: 'single'; value: string | null; onChange: (value: string | null) => void }
    | { mode: 'datetime'; value: string | null; onChange: (value: string | null) => void }
    | { mode: 'range'; value: DateRangeValue | null; onChange: (value: DateRangeValue | null) => void }
  );

type PanelProps = DatePickerProps & { onClose: () => void };

/** Mounted only while open, so its drafts start from the current value each time. */
function PickerPanel(props: PanelProps) {
  const { locale, min, max, onClose } = props;
  const t = useTranslations('datePicker');
  const draft = usePickerDraft(props, onClose);
  const openValue = props.mode === 'range' ? (props.value?.from ?? null) : props.value;
  const calendar = { locale, min, max, openValue, onDayPicked: draft.onDayPicked };
  const footerButton = 'rounded-md px-3 py-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary';

  return (
    <>
      {/* The days and the time scroll inside the popover when the screen is short; the footer (Apply) stays in view. */}
      <div
        className={`flex min-h-0 flex-col gap-3 overflow-y-auto overscroll-contain p-3 ${props.mode === 'datetime' ? 'min-[576px]:flex-row' : ''}`}
      >
        {props.mode === 'range' ? (
          <PickerCalendar {...calendar} mode="range" selected={draft.range} />
        ) : (
          <PickerCalendar {...calendar} mode="single" selected={props.mode === 'datetime' ? draft.dateTimeDate : props.value} />
        )}
        {props.mode === 'range' && (
          <p className="min-h-5 text-center text-sm text-muted" aria-live="polite">
            {draft.range?.from && !draft.range.to ? t('rangeStart', { start: displayModel(draft.range.from, locale) }) : ''}
          </p>
        )}
        {props.mode === 'datetime' && (
          <>
            <div aria-hidden className="border-t border-border min-[576px]:border-t-0 min-[576px]:border-s" />
            <TimeFields
              legend={t('time')}
              value={draft.time}
              locale={locale}
              onStep={draft.stepTimeBy}
              onSet={draft.setTimeUnit}
            />
          </>
        )}
      </div>
      <div className="flex shrink-0 items-center justify-between gap-2 border-t border-border p-3">
        <button type="button" className={`${footerButton} text-danger hover:bg-surface-2`} onClick={draft.clear}>
          {t('clear')}
        </button>
        {props.mode === 'datetime' ? (
          <button type="button" className={`${footerButton} bg-primary text-primary-fg`} onClick={onClose}>
            {t('apply')}
          </button>
        ) : (
          <Popover.Close className={`${footerButton} hover:bg-surface-2`}>{t('close')}</Popover.Close>
        )}
      </div>
    </>
  );
}

/**
 * `<DatePicker id="start_date" label={…} locale={locale} mode="single" value={v} onChange={setV} />`.
 * Picking a day (single) or the second day (range) submits and closes; datetime submits on every
 * change (a typed hour or minute as soon as it reads as one) and closes with Apply; Escape closes
 * too, keeping what was typed, and focus returns to the trigger (Radix). The popover fits the
 * screen: it opens on the roomier side and its days scroll above a footer that stays in view.
 */
export function DatePicker(props: DatePickerProps) {
  const { id, label, locale, disabled, name, invalid, describedBy, className } = props;
  const t = useTranslations('datePicker');
  const [open, setOpen] = useState(false);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;

  let text: string;
  let placeholder: string;
  if (props.mode === 'range') {
    text = props.value
      ? t('range', { start: displayModel(props.value.from, locale), end: displayModel(props.value.to, locale) })
      : '';
    placeholder = t('chooseRange');
  } else {
    text = displayModel(props.value, locale);
    placeholder = t(props.mode === 'datetime' ? 'chooseDateTime' : 'chooseDate');
  }

  const hiddenInputs: ComponentProps<'input'>[] =
    props.mode === 'range'
      ? [
          { name: name && `${name}[from]`, value: props.value?.from ?? '' },
          { name: name && `${name}[to]`, value: props.value?.to ?? '' },
        ]
      : [{ name, value: props.value ?? '' }];

  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label id={labelId} htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            disabled={disabled}
            // Name = label + current value, so screen readers hear both.
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={describedBy}
            className={
              'flex h-10 w-full items-center gap-2 rounded-md border bg-surface px-3 text-start text-sm text-fg outline-none ' +
              'focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50 ' +
              (invalid ? 'border-danger' : 'border-border')
            }
          >
            <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden />
            <span id={valueId} className={`flex-1 truncate ${text ? '' : 'text-muted'}`}>
              {text || placeholder}
            </span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={t('calendar')}
            dir={localeInfo[locale].dir}
            // DayPicker's autoFocus puts focus on the selected day (or today) in the grid instead.
            onOpenAutoFocus={(event) => event.preventDefault()}
            // Never taller than the room Radix measures on the side it opens (it flips to the roomier side).
            className="z-50 flex max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] flex-col rounded-lg border border-border bg-surface text-fg shadow-lg"
          >
            <PickerPanel {...props} onClose={() => setOpen(false)} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {name && hiddenInputs.map((input) => <input key={String(input.name)} type="hidden" {...input} />)}
    </div>
  );
}
